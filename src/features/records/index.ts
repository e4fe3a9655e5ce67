// What other features use of the records: the catches admin keeps them in its approve and
// delete transactions.
export { recordApproval, recordDeletion, type RecordWrites } from './api/keep-records';
