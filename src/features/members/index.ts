/** What the members feature offers others (eslint-rules/import-boundaries.js): the bailiff's check. */
export {
  fetchMembershipSettings,
  parseMembershipSettings,
  DEFAULT_MEMBERSHIP_SETTINGS,
} from './api/membership-settings';
