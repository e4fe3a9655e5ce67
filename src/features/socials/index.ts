// What other features use of socials: putting a link back from the bin keeps the navbar in step.
export { restoreSocialSummary } from './api/social-history';
// The layout's summary document (links and the club's crest): Manage Club shows the crest from it
// and refreshes it after a change.
export { navbarSocialsQuery, useClubCrestUrl } from './api/get-social-links-for-navbar';
