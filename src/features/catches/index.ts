// What other features use of the catches: putting back a catch from the bin keeps the records.
export { catchRestoreEffect } from './api/edit-catch';
// A water's page shows a few of its approved catches.
export { waterCatchesQuery } from './api/get-water-catches';
export { catchSummary } from './catch-summary';
