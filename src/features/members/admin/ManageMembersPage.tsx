import { AdminPage } from '../../../components/admin/AdminPage';

/** Manage Members: membership types, the season, the register and applications (issue 33). */
export function ManageMembersPage() {
  return <AdminPage title="Manage Members">{null}</AdminPage>;
}
