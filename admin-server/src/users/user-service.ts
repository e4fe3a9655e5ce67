import type { Auth, UserRecord } from 'firebase-admin/auth';

export interface AdminUserView {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
}

function toView(user: UserRecord): AdminUserView {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    disabled: user.disabled,
  };
}

/** Every Auth user, following the 1000-per-page listing to the end. */
export async function listAllUsers(auth: Auth): Promise<AdminUserView[]> {
  const users: AdminUserView[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users.map(toView));
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}
