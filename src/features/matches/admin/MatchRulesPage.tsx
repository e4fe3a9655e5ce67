import { z } from 'zod';
import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { FormDialog } from '../../../components/admin/FormDialog';
import { FormTextField } from '../../../components/admin/FormTextField';
import type { DialogRender } from '../../../components/admin/DialogButton';
import { useAddMatchRule } from '../api/add-match-rule';
import { useMatchRules } from '../api/get-match-rules';
import { useUpdateMatchRule } from '../api/update-match-rule';
import type { MatchRule } from '../types';

const ruleSchema = z.object({ value: z.string().trim().min(1, 'Enter the rule.').max(500) });

export function MatchRulesPage() {
  const addRule = useAddMatchRule();
  const updateRule = useUpdateMatchRule();
  const dialog =
    (rule?: MatchRule): DialogRender =>
    (close) => (
      <FormDialog
        title={rule ? 'Edit Rule' : 'Add New Rule'}
        schema={ruleSchema}
        defaultValues={{ value: rule?.value ?? '' }}
        submitLabel="Save Rule"
        saved={rule ? 'The rule was saved.' : 'The rule was added.'}
        disableUntilValid
        onSubmit={({ value }) =>
          rule ? updateRule.mutateAsync({ id: rule.id, value }) : addRule.mutateAsync(value)
        }
        onClose={close}
      >
        <FormTextField name="value" label="Rule" required autoFocus multiline minRows={2} />
      </FormDialog>
    );
  return (
    <AdminPage
      title="Manage Match Rules"
      back={{ to: '/admin/manage-matches', label: 'Back to Manage Matches' }}
      buttons={[{ label: 'Add New Rule', dialog: dialog() }]}
    >
      <CrudList
        label="Match rules"
        query={useMatchRules()}
        rowName={(row) => `rule ${row.rank}`}
        columns={[
          { header: '#', render: (row) => row.rank },
          { header: 'Rule', render: (row) => row.value },
        ]}
        editDialog={dialog}
      />
    </AdminPage>
  );
}
