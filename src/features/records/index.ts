// What other features use of the records: the catches admin keeps them in its approve, edit and
// delete transactions, and warns before approving a catch that would take a record.
export {
  recordApproval,
  recordDeletion,
  recordPublished,
  type RecordWrites,
} from './api/keep-records';
export { useClubRecords } from './api/get-records';
export { entryFromCatch } from './api/records-from-data';
export { recordClaimText, recordsSetBy, type RecordClaim } from './record-claims';
