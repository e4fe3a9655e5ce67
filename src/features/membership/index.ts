// What the membership feature offers other features: the catch form fills in a member's name.
export { useMemberName } from './use-member-name';
// A water's page says how to fish it: the day ticket's price and the closed seasons.
export { dayTicketTermsQuery } from './api/get-membership-types';
