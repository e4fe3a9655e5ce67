import type { UserPermissions } from '../../src/features/auth/types';

/** The demo admins `npm run dev` prints and the end-to-end tests sign in as. Emulator-only. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  disabled: boolean;
  permissions: Partial<UserPermissions>;
  note: string;
}

export const SUPER_ADMIN: DemoAccount = {
  uid: 'demo-super-admin',
  email: 'super.admin@pac.example',
  password: 'pac-super-123',
  displayName: 'Sarah Fisher',
  disabled: false,
  permissions: { superAdmin: true },
  note: 'super admin: every screen',
};

export const CONTENT_ADMIN: DemoAccount = {
  uid: 'demo-content-admin',
  email: 'content.admin@pac.example',
  password: 'pac-content-123',
  displayName: 'Colin Carpenter',
  disabled: false,
  permissions: { manageContent: true, manageCatches: true },
  note: 'Manage Content and Manage Catches only',
};

export const DISABLED_ADMIN: DemoAccount = {
  uid: 'demo-disabled-admin',
  email: 'disabled.admin@pac.example',
  password: 'pac-disabled-123',
  displayName: 'Dan Tench',
  disabled: true,
  permissions: { manageMatches: true, disabled: true },
  note: 'disabled: cannot sign in',
};

export const MEMBERS_ADMIN: DemoAccount = {
  uid: 'demo-members-admin',
  email: 'membership.secretary@pac.example',
  password: 'pac-members-123',
  displayName: 'Mary Tench',
  disabled: false,
  permissions: { manageMembers: true },
  note: 'membership secretary: Manage Members only',
};

export const BAILIFF: DemoAccount = {
  uid: 'demo-bailiff',
  email: 'bailiff@pac.example',
  password: 'pac-bailiff-123',
  displayName: 'Bob Bailey',
  disabled: false,
  permissions: { bailiff: true },
  note: 'bailiff: checks permits at /check',
};

export const DEMO_ACCOUNTS = [SUPER_ADMIN, CONTENT_ADMIN, DISABLED_ADMIN, MEMBERS_ADMIN, BAILIFF];
