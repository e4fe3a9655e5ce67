// What other features use of the catches: putting back a catch from the bin keeps the records.
export { catchRestoreEffect } from './api/edit-catch';
