/**
 * The member's choice of emails (docs/email.md): GET and PUT /api/mail/preferences on the admin
 * server, which alone writes them. Keys under 'account': never kept on the phone.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAdminServer } from '../../../lib/admin-server';

export interface MailKindChoice {
  kind: string;
  /** "renewal reminders" */
  label: string;
  on: boolean;
  /** Off until the member turns it on (news of matches). */
  optIn: boolean;
}

export interface MailPreferences {
  kinds: MailKindChoice[];
  /** Sent whatever the member chooses (receipts, replies to their application). */
  always: { kind: string; label: string }[];
}

export const mailPreferencesQuery = (uid: string) =>
  queryOptions({
    queryKey: ['account', uid, 'mail'],
    queryFn: () => callAdminServer<MailPreferences>('/api/mail/preferences'),
  });

export const useMailPreferences = (uid: string) => useQuery(mailPreferencesQuery(uid));

/** Turns each named kind on or off; the others stay as they are. */
export const saveMailPreferences = (on: Record<string, boolean>) =>
  callAdminServer<unknown>('/api/mail/preferences', {
    method: 'PUT',
    body: JSON.stringify({ on }),
  });
