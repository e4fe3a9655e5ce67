/**
 * The kinds of email the club sends (docs/email.md). An essential kind answers something the
 * recipient did or needs to get in (a receipt, their application, a link to set a password): it
 * is always sent and carries no unsubscribe. Every other kind can be stopped, one kind at a time.
 */
export const MAIL_KINDS = [
  'paymentReceipt',
  'applicationReceived',
  'adminAccountCreated',
  'renewalDue',
  'membershipLapsed',
  'catchDecision',
  'catchesDigest',
  'waterStatus',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const ESSENTIAL: ReadonlySet<MailKind> = new Set([
  'paymentReceipt',
  'applicationReceived',
  'adminAccountCreated',
]);

export const isEssential = (kind: MailKind): boolean => ESSENTIAL.has(kind);
export const isMailKind = (value: unknown): value is MailKind =>
  (MAIL_KINDS as readonly unknown[]).includes(value);

/** What a kind is called on the unsubscribe page and in a member's preferences. */
export const KIND_LABELS: Record<MailKind, string> = {
  paymentReceipt: 'payment receipts',
  applicationReceived: 'application replies',
  adminAccountCreated: 'admin account set-up',
  renewalDue: 'renewal reminders',
  membershipLapsed: 'lapsed membership notices',
  catchDecision: 'news of your catches',
  catchesDigest: 'the daily list of catches waiting',
  waterStatus: 'waters closed or reopened',
};
