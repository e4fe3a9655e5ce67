/**
 * What the committee feature offers other features: the only way in
 * (eslint-rules/import-boundaries.js).
 */
export { useMembers } from './api/get-members';
export type { CommitteeMember } from './types';
