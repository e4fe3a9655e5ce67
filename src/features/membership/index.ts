// What the membership feature offers other features: the catch form fills in a member's name.
export { useMemberName } from './use-member-name';
