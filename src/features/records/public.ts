// What public pages of other features use of the records: reads and views that load no Firebase
// with the module (index.ts's transaction helpers do), so the page hydrates first
// (e2e/auth-loading). A water's page shows that water's records.
export { clubRecordsQuery } from './api/get-records';
export { RecordTable } from './components/RecordTable';
export { byWeight } from './record-order';
