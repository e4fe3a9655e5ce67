import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormContext, useWatch } from 'react-hook-form';
import { PERMISSION_FLAGS } from '../../auth';
import { PERMISSION_LABELS } from './admin-user-form';
import { FormField } from '../../../components/admin/FormFields';

/**
 * A box per permission flag (src/config/areas.ts) and, when editing, Disabled. An account from outside the club shows
 * a "Club admin" box first: making it an admin is that explicit choice.
 */
export function PermissionFields({ editing }: { editing: boolean }) {
  const { control } = useFormContext();
  const clubAdmin = useWatch({ control, name: 'clubAdmin' }) === true;
  return (
    <FormGroup>
      <FormLabel component="legend">Permissions</FormLabel>
      {editing && (
        <>
          <Checkbox name="clubAdmin" label="Club admin" />
          {!clubAdmin && (
            <FormHelperText sx={{ mt: 0 }}>
              Not one of the club&apos;s admins: no rights. Tick Club admin to give permissions.
            </FormHelperText>
          )}
        </>
      )}
      {clubAdmin &&
        PERMISSION_FLAGS.map((flag) => (
          <Checkbox key={flag} name={`permissions.${flag}`} label={PERMISSION_LABELS[flag]} />
        ))}
      {editing && <Checkbox name="disabled" label="Disabled" />}
    </FormGroup>
  );
}

function Checkbox({ name, label }: { name: string; label: string }) {
  return <FormField spec={{ name, label, kind: 'checkbox' }} />;
}
