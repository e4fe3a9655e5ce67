import { AdminPage } from '../../../components/admin/AdminPage';

/** The bailiff's check on the bank (issue 33). */
export function CheckPage() {
  return <AdminPage title="Check a Permit">{null}</AdminPage>;
}
