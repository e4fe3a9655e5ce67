import { AdminPage } from '../../../components/admin/AdminPage';
import { CrudList } from '../../../components/admin/CrudList';
import { FormDialog } from '../../../components/admin/AdminForm';
import type { DialogRender } from '../../../components/admin/DialogButton';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { HistoryDialog } from '../../../components/admin/HistoryDialog';
import { matchRuleRef, useAddMatchRule } from '../api/add-match-rule';
import { useMatchRules } from '../api/get-match-rules';
import { useUpdateMatchRule } from '../api/update-match-rule';
import type { MatchRule } from '../types';

const RULE_FIELDS = [
  {
    name: 'value',
    label: 'Rule',
    kind: 'multiline',
    required: 'Enter the rule.',
    max: 500,
    autoFocus: true,
    minRows: 2,
  },
] as const satisfies readonly FieldSpec[];

export function MatchRulesPage() {
  const addRule = useAddMatchRule();
  const updateRule = useUpdateMatchRule();
  const dialog =
    (rule?: MatchRule): DialogRender =>
    (close) => (
      <FormDialog
        title={rule ? 'Edit Rule' : 'Add New Rule'}
        fields={RULE_FIELDS}
        values={rule}
        submitLabel="Save Rule"
        saved={rule ? 'The rule was saved.' : 'The rule was added.'}
        disableUntilValid
        onSubmit={({ value }) =>
          rule
            ? updateRule.mutateAsync({ id: rule.id, value, rank: rule.rank })
            : addRule.mutateAsync(value)
        }
        onClose={close}
      />
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
        actions={(row) => [
          {
            label: 'History',
            dialog: (close) => (
              <HistoryDialog
                area="manageMatches"
                path={matchRuleRef(row.id).path}
                name={`rule ${row.rank}`}
                onClose={close}
              />
            ),
          },
        ]}
        editDialog={dialog}
      />
    </AdminPage>
  );
}
