import { changeRecorded, type Recorded } from '../../../lib/history';
import { matchRuleRef, matchRuleTitle } from './add-match-rule';

/** Changes a rule's text; its rank (its place in the list) stays. Recorded. */
export function updateMatchRule(id: string, value: string, rank?: number): Promise<Recorded> {
  return changeRecorded(
    matchRuleRef(id),
    {
      area: 'manageMatches',
      kind: 'edit',
      ...(rank !== undefined && { title: matchRuleTitle(rank) }),
    },
    () => ({ value }),
    { merge: true },
  );
}
