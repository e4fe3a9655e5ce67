import Button from '@mui/material/Button';
import { useState } from 'react';
import { z } from 'zod';
import { AdminList } from '../../../components/admin/AdminList';
import { AdminPage } from '../../../components/admin/AdminPage';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import { QueryState } from '../../../components/admin/QueryState';
import { useNotify } from '../../../components/notifications/notifier-context';
import { useAddMatchRule } from '../api/add-match-rule';
import { useMatchRules } from '../api/get-match-rules';
import { useUpdateMatchRule } from '../api/update-match-rule';
import type { MatchRule } from '../types';

const ruleSchema = z.object({ value: z.string().trim().min(1, 'Enter the rule.').max(500) });

type Editing = { mode: 'add' } | { mode: 'edit'; rule: MatchRule } | null;

export function MatchRulesPage() {
  const rules = useMatchRules();
  const addRule = useAddMatchRule();
  const updateRule = useUpdateMatchRule();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);

  async function save({ value }: { value: string }) {
    if (editing?.mode === 'edit') await updateRule.mutateAsync({ id: editing.rule.id, value });
    else await addRule.mutateAsync(value);
    notify(editing?.mode === 'edit' ? 'The rule was saved.' : 'The rule was added.', 'success');
  }

  return (
    <AdminPage
      title="Manage Match Rules"
      back={{ to: '/admin/manage-matches', label: 'Back to Manage Matches' }}
      actions={
        <Button variant="contained" onClick={() => setEditing({ mode: 'add' })}>
          Add New Rule
        </Button>
      }
    >
      <QueryState query={rules} what="the match rules">
        {(rows) => (
          <AdminList
            label="Manage Match Rules"
            rows={rows}
            rowKey={(rule) => rule.id}
            rowName={(rule) => `rule ${rule.rank}`}
            emptyText="No match rules yet."
            columns={[
              { header: '#', render: (rule) => rule.rank },
              { header: 'Rule', render: (rule) => rule.value },
            ]}
            actions={(rule) => [
              { label: 'Edit', onClick: () => setEditing({ mode: 'edit', rule }) },
            ]}
          />
        )}
      </QueryState>
      <FormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Rule' : 'Add New Rule'}
        schema={ruleSchema}
        defaultValues={{ value: editing?.mode === 'edit' ? editing.rule.value : '' }}
        submitLabel="Save Rule"
        failureAction="save the rule"
        disableUntilValid
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        <FormTextField name="value" label="Rule" required autoFocus multiline minRows={2} />
      </FormDialog>
    </AdminPage>
  );
}
