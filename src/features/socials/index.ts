// What other features use of socials: putting a link back from the bin keeps the navbar in step.
export { restoreSocialSummary } from './api/social-history';
