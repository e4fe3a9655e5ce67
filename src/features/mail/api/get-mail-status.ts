import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAdminServer } from '../../../lib/admin-server';

/** The admin server's outbox as an admin sees it (GET /mail/status, docs/email.md). */
export interface MailStatus {
  waiting: number;
  /** The mail server refused the last try, or mail has waited a quarter of an hour. */
  stuck: boolean;
  /** Emails the mail server refused (no such address) in the last 30 days: never sent. */
  failed: number;
  /** "3 emails waiting: the mail server is not taking them." */
  message: string;
  lastError: string | null;
  oldestSince: string | null;
}

export const getMailStatus = () => callAdminServer<MailStatus>('/mail/status');

export const mailStatusQuery = () =>
  queryOptions({ queryKey: ['mailStatus'], queryFn: getMailStatus, staleTime: 60_000 });

export const useMailStatus = () => useQuery(mailStatusQuery());
