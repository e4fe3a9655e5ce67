import { collectionApi } from '../../../components/admin/collection-api';
import type { MatchRule } from '../types';
import { addMatchRule, matchRuleRef } from './add-match-rule';
import { matchRulesQuery } from './get-match-rules';
import { updateMatchRule } from './update-match-rule';

/** Manage Match Rules: the rules in order, a new one added last, each edited in place. */
export const matchRulesCollection = collectionApi({
  list: matchRulesQuery,
  noun: 'rule',
  name: (rule: MatchRule) => `rule ${rule.rank}`,
  create: ({ value }: { value: string }) => addMatchRule(value),
  update: (rule, { value }) => updateMatchRule(rule.id, value, rule.rank),
  history: { area: 'manageMatches', path: (rule) => matchRuleRef(rule.id).path },
});
