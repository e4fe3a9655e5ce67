/**
 * What the committee feature offers other features: the only way in
 * (eslint-rules/import-boundaries.js).
 */
export { useMembers } from './api/get-members';
// Contact Us shows a linked committee member's current details (one source for a person).
export { getMembers } from './api/read-members';
export type { CommitteeMember } from './types';
