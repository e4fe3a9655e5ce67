import { AdminPage } from '../../../components/admin/AdminPage';
import { CollectionFormDialog } from '../../../components/admin/CollectionFormDialog';
import { CollectionList } from '../../../components/admin/CollectionList';
import type { DialogRender } from '../../../components/admin/DialogButton';
import type { FieldSpec } from '../../../components/admin/field-spec';
import { matchRulesCollection } from '../api/match-rules-collection';
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
  const dialog =
    (rule?: MatchRule): DialogRender =>
    (close) => (
      <CollectionFormDialog
        api={matchRulesCollection}
        row={rule}
        title={rule ? 'Edit Rule' : 'Add New Rule'}
        fields={RULE_FIELDS}
        submitLabel="Save Rule"
        saved={rule ? 'The rule was saved.' : 'The rule was added.'}
        disableUntilValid
        onClose={close}
      />
    );
  return (
    <AdminPage
      title="Manage Match Rules"
      back={{ to: '/admin/manage-matches', label: 'Back to Manage Matches' }}
      buttons={[{ label: 'Add New Rule', dialog: dialog() }]}
    >
      <CollectionList
        label="Match rules"
        api={matchRulesCollection}
        columns={[
          { header: '#', render: (row) => row.rank },
          { header: 'Rule', render: (row) => row.value },
        ]}
        editDialog={dialog}
      />
    </AdminPage>
  );
}
