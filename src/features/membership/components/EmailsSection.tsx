import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import {
  mailPreferencesQuery,
  saveMailPreferences,
  useMailPreferences,
  type MailPreferences,
} from '../api/mail-preferences';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /account's Emails (issue 36, point 3): a switch per kind the member may choose, saved as it is
 * flipped. A choice not yet saved stays as the member set it (with a sentence and Try again)
 * until the admin server has it: nothing chosen is lost when the save fails.
 */
export function EmailsSection({ uid }: { uid: string }) {
  const preferences = useMailPreferences(uid);
  return (
    <Stack spacing={2} component="section" aria-labelledby="emails-heading">
      <Typography variant="h5" component="h2" id="emails-heading">
        Emails
      </Typography>
      <QueryState query={preferences} what="your email choices">
        {(data) => <EmailChoices uid={uid} preferences={data} />}
      </QueryState>
    </Stack>
  );
}

function EmailChoices({ uid, preferences }: { uid: string; preferences: MailPreferences }) {
  const queryClient = useQueryClient();
  // Choices made here that the server has not confirmed yet.
  const [unsaved, setUnsaved] = useState<Record<string, boolean>>({});
  const save = useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (_answer, saved) => {
      queryClient.setQueryData(mailPreferencesQuery(uid).queryKey, (old) =>
        old ? { ...old, kinds: old.kinds.map((k) => ({ ...k, on: saved[k.kind] ?? k.on })) } : old,
      );
      setUnsaved((current) =>
        Object.fromEntries(Object.entries(current).filter(([kind, on]) => saved[kind] !== on)),
      );
    },
  });
  const choose = (kind: string, on: boolean) => {
    const next = { ...unsaved, [kind]: on };
    setUnsaved(next);
    save.mutate(next);
  };

  return (
    <>
      <Typography>
        Choose what the club emails you. A switch saves as you flip it, and every email you can stop
        has a one-click unsubscribe link too.
      </Typography>
      <FormGroup>
        {preferences.kinds.map((choice) => (
          <FormControlLabel
            key={choice.kind}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiSwitch-root': { mt: -0.75 } }}
            control={
              <Switch
                checked={unsaved[choice.kind] ?? choice.on}
                onChange={(event) => choose(choice.kind, event.target.checked)}
              />
            }
            label={
              <>
                {capital(choice.label)}
                {choice.optIn && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block' }}
                    color="text.secondary"
                  >
                    Off until you turn it on.
                  </Typography>
                )}
              </>
            }
          />
        ))}
      </FormGroup>
      {save.isPending && <Typography variant="body2">Saving your choice…</Typography>}
      {save.isError && Object.keys(unsaved).length > 0 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => save.mutate(unsaved)}>
              Try again
            </Button>
          }
        >
          {errorMessage(save.error, 'save your email choice')} The switches show what you chose: try
          again.
        </Alert>
      )}
      {preferences.always.length > 0 && (
        <Typography variant="body2">
          Always sent, whatever you choose:{' '}
          {preferences.always.map((kind) => kind.label).join(', ')}.
        </Typography>
      )}
    </>
  );
}
