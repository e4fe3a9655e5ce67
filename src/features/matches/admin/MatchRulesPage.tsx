import { AdminPage } from '../../../components/admin/AdminPage';
import { collectionForm } from '../../../components/admin/collection-form';
import { CollectionList } from '../../../components/admin/CollectionList';
import { fieldColumns } from '../../../components/admin/field-columns';
import { matchRulesCollection } from '../api/match-rules-collection';
import type { MatchRule } from '../types';

/** Add New Rule and Edit Rule: one form. */
const ruleForm = collectionForm(matchRulesCollection, (rule?: MatchRule) => ({
  title: rule ? 'Edit Rule' : 'Add New Rule',
  fields: [
    {
      name: 'value',
      label: 'Rule',
      kind: 'multiline',
      required: 'Enter the rule.',
      max: 500,
      autoFocus: true,
      minRows: 2,
    },
  ],
  submitLabel: 'Save Rule',
  saved: rule ? 'The rule was saved.' : 'The rule was added.',
  disableUntilValid: true,
}));

export function MatchRulesPage() {
  return (
    <AdminPage
      title="Manage Match Rules"
      back={{ to: '/admin/manage-matches', label: 'Back to Manage Matches' }}
      buttons={[{ label: 'Add New Rule', dialog: ruleForm.add }]}
    >
      <CollectionList
        label="Match rules"
        api={matchRulesCollection}
        columns={fieldColumns<MatchRule>({ '#': 'rank', Rule: 'value' })}
        form={ruleForm}
      />
    </AdminPage>
  );
}
