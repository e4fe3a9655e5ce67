/** An Auth user as the admin server lists it. */
export interface AdminUser {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
}
