import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { PageSpinner } from '../../../components/PageSpinner';
import { useNotify } from '../../../components/notifications/notifier-context';
import { adminTitle } from '../../../config/constants';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { errorMessage } from '../../../lib/error-message';
import { useAddMatchRule } from '../api/add-match-rule';
import { useMatchRules } from '../api/get-match-rules';
import { useUpdateMatchRule } from '../api/update-match-rule';
import type { MatchRule } from '../types';
import { RuleDialog } from './RuleDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; rule: MatchRule } | null;

export function MatchRulesPage() {
  useDocumentTitle(adminTitle('Manage Match Rules'));
  const rules = useMatchRules();
  const addRule = useAddMatchRule();
  const updateRule = useUpdateMatchRule();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);

  function save(value: string) {
    const options = {
      onSuccess: () => {
        notify(editing?.mode === 'edit' ? 'The rule was saved.' : 'The rule was added.', 'success');
        setEditing(null);
      },
      onError: (error: Error) => notify(errorMessage(error, 'save the rule'), 'error'),
    };
    if (editing?.mode === 'edit') updateRule.mutate({ id: editing.rule.id, value }, options);
    else addRule.mutate(value, options);
  }

  return (
    <>
      <Button component={RouterLink} to="/admin/manage-matches" sx={{ mb: 1 }}>
        Back to Manage Matches
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Match Rules
      </Typography>
      <Stack direction="row" sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setEditing({ mode: 'add' })}>
          Add New Rule
        </Button>
      </Stack>
      {rules.isPending && <PageSpinner label="Loading the match rules" />}
      {rules.isError && <ErrorNotice message={errorMessage(rules.error, 'load the match rules')} />}
      {rules.data && (
        <TableContainer>
          <Table size="small" aria-label="Manage Match Rules">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Rule</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => (
                <TableRow key={rule.id}>
                  <TableCell>{rule.rank}</TableCell>
                  <TableCell>{rule.value}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing({ mode: 'edit', rule })}
                      aria-label={`Edit rule ${rule.rank}`}
                    >
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <RuleDialog
          title={editing.mode === 'edit' ? 'Edit Rule' : 'Add New Rule'}
          initialValue={editing.mode === 'edit' ? editing.rule.value : ''}
          busy={addRule.isPending || updateRule.isPending}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
    </>
  );
}
