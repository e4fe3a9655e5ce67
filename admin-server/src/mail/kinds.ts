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
  'applicationApproved',
  'resultsPublished',
  'matchAnnounced',
  'waterStatus',
  'signInLink',
  'passwordReset',
  'dayTicket',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const ESSENTIAL: ReadonlySet<MailKind> = new Set([
  'paymentReceipt',
  'applicationReceived',
  'adminAccountCreated',
  'applicationApproved',
  'signInLink',
  'passwordReset',
  'dayTicket',
]);

export const isEssential = (kind: MailKind): boolean => ESSENTIAL.has(kind);

/**
 * Kinds whose email is a key (a sign-in link, a password reset, a day ticket's link, which shows
 * the ticket to whoever holds it): once the mail server has taken it (or refused the address), the
 * outbox keeps no copy of the link.
 */
const CARRIES_KEY: ReadonlySet<MailKind> = new Set(['signInLink', 'passwordReset', 'dayTicket']);
export const carriesKey = (kind: MailKind): boolean => CARRIES_KEY.has(kind);
export const isMailKind = (value: unknown): value is MailKind =>
  (MAIL_KINDS as readonly unknown[]).includes(value);

/**
 * Kinds a member asks for (off until they turn them on in /account's Emails): news of the club's
 * matches, which not every member fishes. Every other non-essential kind is on until stopped.
 */
const OPT_IN: ReadonlySet<MailKind> = new Set(['resultsPublished', 'matchAnnounced']);

export const isOptIn = (kind: MailKind): boolean => OPT_IN.has(kind);

/** A `mailPreferences` document: `stopped` for kinds on by default, `wanted` for opt-in kinds. */
export interface MailChoices {
  stopped?: Partial<Record<MailKind, boolean>>;
  wanted?: Partial<Record<MailKind, boolean>>;
}

/** Whether an email of `kind` goes to whoever made these choices (none made: undefined). */
export function kindIsOn(kind: MailKind, choices: MailChoices | undefined): boolean {
  if (isEssential(kind)) return true;
  if (isOptIn(kind)) return choices?.wanted?.[kind] === true;
  return choices?.stopped?.[kind] !== true;
}

/** The fields a `set(…, { merge: true })` writes to turn `kind` on or off. */
export function choiceFields(kind: MailKind, on: boolean): MailChoices {
  return isOptIn(kind) ? { wanted: { [kind]: on } } : { stopped: { [kind]: !on } };
}

/** What a kind is called on the unsubscribe page and in a member's preferences. */
export const KIND_LABELS: Record<MailKind, string> = {
  paymentReceipt: 'payment receipts',
  applicationReceived: 'application replies',
  adminAccountCreated: 'admin account set-up',
  renewalDue: 'renewal reminders',
  membershipLapsed: 'lapsed membership notices',
  catchDecision: 'news of your catches',
  catchesDigest: 'the daily list of catches waiting',
  applicationApproved: 'application approvals',
  resultsPublished: 'match results',
  matchAnnounced: 'new matches announced',
  waterStatus: 'waters closed or reopened',
  signInLink: 'sign-in links',
  passwordReset: 'password resets',
  dayTicket: 'day tickets',
};
