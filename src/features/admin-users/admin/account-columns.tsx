import type { AdminColumn } from '../../../components/admin/AdminList';
import type { AdminUser } from '../types';
import { rightsSummary } from './admin-user-form';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The columns of docs/product-spec.md §2 for the accounts outside the club. */
export const ACCOUNT_COLUMNS: AdminColumn<AdminUser>[] = [
  { header: 'Email', render: (user) => user.email, long: true },
  { header: 'Display Name', render: (user) => user.displayName },
  { header: 'Disabled', render: (user) => yesNo(user.disabled) },
];

/** The admins' list also says what each may do. */
export const ADMIN_COLUMNS: AdminColumn<AdminUser>[] = [
  ...ACCOUNT_COLUMNS,
  { header: 'Permissions', render: rightsSummary },
];
