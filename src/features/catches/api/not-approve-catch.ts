import type { Recorded } from '../../../lib/history';
import { reviewCatch } from './review-catch';
import { useCatchMutation } from './use-catch-mutation';

/** The longest reason a member is given (firestore.rules, notApprovedWithReason). */
export const MAX_NOT_APPROVED_REASON = 300;

/**
 * A reason as stored: one line (line breaks become spaces, as the rules refuse control
 * characters), trimmed; an empty one is refused with a sentence.
 */
export function cleanReason(reason: string): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  if (!line) throw new Error('Say why the catch is not approved: the member will read it.');
  if (line.length > MAX_NOT_APPROVED_REASON)
    throw new Error(`Keep the reason to ${MAX_NOT_APPROVED_REASON} characters.`);
  return line;
}

/**
 * A waiting catch not approved: `notApprovedReason` is set and nothing else (firestore.rules
 * allow an admin nothing more), recorded in the history as kind 'notApprove'. The member's
 * /account shows the reason, and the admin server's mail sweep tells them.
 */
export async function notApproveCatch({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<Recorded> {
  const notApprovedReason = cleanReason(reason);
  return reviewCatch(id, 'notApprove', (_tx, data) => {
    if (data.isPublic === true) throw new Error('This catch has already been approved.');
    return { change: { notApprovedReason } };
  });
}

export const useNotApproveCatch = () => useCatchMutation(notApproveCatch);
