/**
 * The club's emails, one function per event, ready to call from where the event happens. Each
 * reads what it needs itself (the caller names only the event), queues the email once per event
 * (outbox.ts) and never throws: the event has already happened, and a failure to queue is logged
 * rather than undoing or failing it.
 */
import type { Auth } from 'firebase-admin/auth';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { standingOn, type MemberStatus } from '../../../src/config/membership.ts';
import { createLogger } from '../logger.ts';
import { membershipSettings, namedBankAccount } from '../members/settings.ts';
import { mailSettings } from './mail-settings.ts';
import type { MailKind } from './kinds.ts';
import { enqueueMail, PREFERENCES, type Recipient } from './outbox.ts';
import type { MailData } from './templates.ts';

const log = createLogger({ level: process.env.LOG_LEVEL ?? 'error' });

interface Mail {
  data: MailData;
  recipient: Recipient;
}

/** Queues an event's email (to each recipient given, each once); answers the first one's id. */
async function queue(
  db: Firestore,
  what: string,
  make: () => Promise<Mail | Mail[] | null>,
): Promise<string | null> {
  try {
    const made = await make();
    const mails = made === null ? [] : Array.isArray(made) ? made : [made];
    const ids: string[] = [];
    for (const mail of mails) {
      ids.push((await enqueueMail(db, mail.data, mail.recipient, mailSettings())).id);
    }
    return ids[0] ?? null;
  } catch (error) {
    // No address or personal data in the line: the event and the error only.
    log.error({ err: error, mail: what }, 'could not queue an email');
    return null;
  }
}

interface MemberDoc {
  email: string;
  name: string;
  memberNumber: string;
  typeId: string;
  typeName: string;
  status: MemberStatus;
  paidUntil: string | null;
  paymentReference: string;
  uid: string | null;
  /** A junior's parent or guardian (join's check), who applied with them and pays. */
  guardian?: { name: string; email: string } | null;
}

async function member(db: Firestore, memberId: string): Promise<MemberDoc | null> {
  const snapshot = await db.doc(`clubMembers/${memberId}`).get();
  return snapshot.exists ? (snapshot.data() as MemberDoc) : null;
}

/**
 * A member's essential email (their application, its approval, a receipt), and for a junior a
 * copy to their parent or guardian by name, who applied with them and pays: each its own outbox
 * entry (the recipient is part of its id), so each goes once however often the event comes. No
 * copy when the junior gave the parent's own address.
 */
function withGuardianCopy(
  m: MemberDoc,
  mail: { data: Extract<MailData, { guardianCopy?: string }>; recipient: Recipient },
): Mail[] {
  const guardian = m.guardian;
  if (!guardian?.email || guardian.email.toLowerCase() === m.email.toLowerCase()) return [mail];
  return [
    mail,
    {
      data: { ...mail.data, guardianCopy: guardian.name },
      recipient: { ...mail.recipient, to: guardian.email },
    },
  ];
}

/** After a payment is recorded (cash, bank transfer or Stripe): the receipt and permit link. */
export function mailPaymentReceipt(db: Firestore, memberId: string, paymentId: string) {
  return queue(db, 'paymentReceipt', async () => {
    const [m, payment] = await Promise.all([
      member(db, memberId),
      db.doc(`clubMembers/${memberId}/payments/${paymentId}`).get(),
    ]);
    if (!m || !payment.exists) return null;
    const season = payment.get('season') as { start: string; end: string };
    const at = payment.get('at') as Timestamp | null;
    return withGuardianCopy(m, {
      data: {
        kind: 'paymentReceipt',
        name: m.name,
        memberNumber: m.memberNumber,
        amountPence: payment.get('amountPence') as number,
        method: payment.get('method') as 'stripe' | 'cash' | 'bankTransfer',
        reference: payment.get('reference') as string,
        seasonStart: season.start,
        seasonEnd: season.end,
        paidOn: (at?.toDate() ?? new Date()).toISOString(),
      },
      recipient: { to: m.email, prefsId: memberId, subjectId: `${memberId}/${paymentId}` },
    });
  });
}

/**
 * After /members/join made the record and chose how they pay (`method`: join's answer's
 * `pay.method`, null on the waiting list): what they applied for, and how to pay.
 */
export function mailApplicationReceived(
  db: Firestore,
  memberId: string,
  method: 'stripe' | 'bank' | null,
) {
  return queue(db, 'applicationReceived', async () => {
    const m = await member(db, memberId);
    if (!m) return null;
    const [type, settings] = await Promise.all([
      db.doc(`membershipTypes/${m.typeId}`).get(),
      membershipSettings(db),
    ]);
    return withGuardianCopy(m, {
      data: {
        kind: 'applicationReceived',
        name: m.name,
        memberNumber: m.memberNumber,
        typeName: m.typeName,
        amountPence: (type.get('pricePence') as number | undefined) ?? 0,
        paymentReference: m.paymentReference,
        waitingList: m.status === 'waitingList',
        byCard: method === 'stripe',
        bank: method === 'bank' ? namedBankAccount(settings) : null,
      },
      recipient: { to: m.email, prefsId: memberId, subjectId: memberId },
    });
  });
}

/** Renewal due (once per season paid for) or lapsed (once per lapse), whichever `today` says. */
export function mailRenewalNotice(db: Firestore, memberId: string, today: string) {
  return queue(db, 'renewal', async () => {
    const m = await member(db, memberId);
    if (!m || m.paidUntil === null) return null;
    const standing = standingOn(m, await membershipSettings(db), today);
    const kind =
      standing === 'renewalDue' ? 'renewalDue' : standing === 'lapsed' ? 'membershipLapsed' : null;
    if (!kind) return null;
    return {
      data: { kind, name: m.name, paidUntil: m.paidUntil },
      recipient: { to: m.email, prefsId: memberId, subjectId: `${memberId}/${m.paidUntil}` },
    };
  });
}

/**
 * The daily sweep (function.ts's daily mail schedule): a renewal notice for every member whose
 * standing on `today` is renewal due or lapsed. Each is queued once per season, so a rerun sends
 * nothing new. Returns how many members were looked at.
 */
export async function mailRenewalNotices(db: Firestore, today: string): Promise<number> {
  const active = await db.collection('clubMembers').where('status', '==', 'active').get();
  for (const doc of active.docs) await mailRenewalNotice(db, doc.id, today);
  return active.size;
}

/** A catch of a member approved, or not (with the reason). */
export function mailCatchDecision(
  db: Firestore,
  input: { catchId: string; memberId: string; approved: boolean; reason?: string | null },
) {
  return queue(db, 'catchDecision', async () => {
    const [m, caught] = await Promise.all([
      member(db, input.memberId),
      db.doc(`catches/${input.catchId}`).get(),
    ]);
    if (!m || !caught.exists) return null;
    return {
      data: {
        kind: 'catchDecision',
        name: m.name,
        approved: input.approved,
        fishType: (caught.get('fishType') as string | undefined) ?? 'fish',
        water: (caught.get('catchLocation') as string | undefined) ?? 'the club water',
        reason: input.reason ?? null,
      },
      recipient: {
        to: m.email,
        prefsId: input.memberId,
        subjectId: `${input.catchId}/${input.approved ? 'approved' : 'notApproved'}`,
      },
    };
  });
}

/**
 * To every enabled catches admin (and super admin): how many catches wait for review, at most once
 * per day (the day is the email's subject). Nothing when none wait.
 */
export async function mailCatchesDigest(db: Firestore, auth: Auth, today: string) {
  const waiting = await db
    .collection('catches')
    .where('isPublic', '==', false)
    .select('unfinished')
    .get();
  const count = waiting.docs.filter((doc) => doc.get('unfinished') !== true).length;
  if (count === 0) return [];
  const [catches, supers] = await Promise.all([
    db.collection('userPermissions').where('manageCatches', '==', true).get(),
    db.collection('userPermissions').where('superAdmin', '==', true).get(),
  ]);
  const uids = new Set(
    [...catches.docs, ...supers.docs].filter((d) => d.get('disabled') !== true).map((d) => d.id),
  );
  const ids: (string | null)[] = [];
  for (const uid of uids) {
    ids.push(
      await queue(db, 'catchesDigest', async () => {
        const email = (await auth.getUser(uid)).email;
        if (!email) return null;
        return {
          data: { kind: 'catchesDigest', count, day: today },
          recipient: { to: email, prefsId: `admin-${uid}`, subjectId: today },
        };
      }),
    );
  }
  return ids;
}

/** After a super admin creates an admin: a link to set their password, then sign in. */
export function mailAdminAccountCreated(
  db: Firestore,
  auth: Auth,
  input: { uid: string; email: string },
) {
  return queue(db, 'adminAccountCreated', async () => {
    const origin = mailSettings().siteOrigin;
    const setPasswordUrl = await auth.generatePasswordResetLink(input.email, {
      url: `${origin}/admin/login`,
    });
    return {
      data: { kind: 'adminAccountCreated', email: input.email, setPasswordUrl },
      recipient: { to: input.email, prefsId: `admin-${input.uid}`, subjectId: input.uid },
    };
  });
}

/**
 * After the secretary approves a member from the waiting list: how to pay, and what next;
 * `cardPayments`: the club takes cards online (Stripe is set up), so the email may offer one.
 */
export function mailApplicationApproved(db: Firestore, memberId: string, cardPayments: boolean) {
  return queue(db, 'applicationApproved', async () => {
    const m = await member(db, memberId);
    if (!m) return null;
    const [type, settings] = await Promise.all([
      db.doc(`membershipTypes/${m.typeId}`).get(),
      membershipSettings(db),
    ]);
    return withGuardianCopy(m, {
      data: {
        kind: 'applicationApproved',
        name: m.name,
        memberNumber: m.memberNumber,
        typeName: m.typeName,
        amountPence: (type.get('pricePence') as number | undefined) ?? 0,
        paymentReference: m.paymentReference,
        bank: namedBankAccount(settings),
        cardPayments,
      },
      recipient: { to: m.email, prefsId: memberId, subjectId: memberId },
    });
  });
}

/**
 * The members who asked for an opt-in kind (mail/kinds.ts): their preferences say `wanted`, and
 * their membership is active (a member who left or never paid gets no club news).
 */
async function membersWanting(db: Firestore, kind: MailKind) {
  const wanting = await db
    .collection(PREFERENCES)
    .where(new FieldPath('wanted', kind), '==', true)
    .get();
  const found: { memberId: string; email: string }[] = [];
  for (const prefs of wanting.docs) {
    const m = await member(db, prefs.id);
    if (m?.status === 'active') found.push({ memberId: prefs.id, email: m.email });
  }
  return found;
}

/**
 * An event mailed to each member who asked for its kind (membersWanting), once per `subjectId`:
 * `read` gives the email's data, or null when there is nothing to send. A failure to read it or
 * to find the recipients is logged, never thrown.
 */
async function toMembersWanting(
  db: Firestore,
  kind: MailKind,
  subjectId: string,
  read: () => Promise<MailData | null>,
): Promise<(string | null)[]> {
  try {
    const data = await read();
    if (!data) return [];
    const ids: (string | null)[] = [];
    for (const { memberId, email } of await membersWanting(db, kind)) {
      ids.push(
        await queue(db, kind, async () => ({
          data,
          recipient: { to: email, prefsId: memberId, subjectId },
        })),
      );
    }
    return ids;
  } catch (error) {
    log.error({ err: error, mail: kind }, 'could not queue an email');
    return [];
  }
}

const isoDay = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString().slice(0, 10) : null;

/** A match's results published: to each member who asked for results, once per match. */
export function mailResultsPublished(db: Firestore, matchId: string) {
  return toMembersWanting(db, 'resultsPublished', matchId, async () => {
    const [results, match] = await Promise.all([
      db.doc(`results/${matchId}`).get(),
      db.doc(`matches/${matchId}`).get(),
    ]);
    const date = isoDay(results.get('date'));
    if (!results.exists || !date) return null;
    const winner = match.get('winner') as { angler: string; weightDr: number | null } | undefined;
    return {
      kind: 'resultsPublished',
      matchId,
      description: String(results.get('description') ?? 'The match'),
      location: String(results.get('location') ?? ''),
      date,
      winner: winner?.angler ? winner : null,
    };
  });
}

/**
 * A match added to the calendar, still to come on `today`: to each member who asked for new
 * matches, once per match. The club has no entry list (a match's anglers are named at its draw),
 * so this is its "match entry open": the date, water and draw time, in time to tell the match
 * secretary (docs/email.md).
 */
export function mailMatchAnnounced(db: Firestore, matchId: string, today: string) {
  return toMembersWanting(db, 'matchAnnounced', matchId, async () => {
    const match = await db.doc(`matches/${matchId}`).get();
    const date = isoDay(match.get('date'));
    if (!match.exists || !date || date < today) return null;
    return {
      kind: 'matchAnnounced',
      matchId,
      description: String(match.get('description') ?? 'A match'),
      location: String(match.get('location') ?? ''),
      date,
      drawTime: String(match.get('drawTime') ?? ''),
    };
  });
}

/**
 * A water's status changed (admin-server/src/waters/, its one writer): each active member is told
 * once for that revision (the subject is `{water}@{rev}`), so a retried call sends nothing twice.
 * Returns the outbox ids (null where none was queued).
 */
export async function mailWaterStatus(
  db: Firestore,
  input: {
    key: string;
    name: string;
    slug: string;
    /** The revision written, and the status it holds (not read again: a later change may follow). */
    rev: number;
    status: { state: 'open' | 'closed' | 'restricted'; reason: string; until: string | null };
  },
) {
  const active = await db
    .collection('clubMembers')
    .where('status', '==', 'active')
    .select('email', 'name')
    .get();
  const ids: (string | null)[] = [];
  for (const doc of active.docs) {
    ids.push(
      await queue(db, 'waterStatus', async () => {
        const email = doc.get('email') as string | undefined;
        if (!email) return null;
        return {
          data: {
            kind: 'waterStatus',
            name: (doc.get('name') as string | undefined) ?? 'member',
            water: input.name,
            slug: input.slug,
            ...input.status,
          },
          recipient: { to: email, prefsId: doc.id, subjectId: `${input.key}@${input.rev}` },
        };
      }),
    );
  }
  return ids;
}

/**
 * A day ticket paid (bought online, or sold on the bank with the buyer's email): the ticket's
 * link, with `key`, whose hash the ticket holds (the Stripe webhook makes a key of its own:
 * payments/day-ticket-payments.ts). Once per ticket; nothing for a ticket without an email.
 */
export function mailDayTicket(db: Firestore, ticketId: string, key: string) {
  return queue(db, 'dayTicket', async () => {
    const ticket = await db.doc(`dayTickets/${ticketId}`).get();
    const email = ticket.get('email') as string | null | undefined;
    if (!ticket.exists || !email || ticket.get('status') !== 'paid') return null;
    return {
      data: {
        kind: 'dayTicket',
        ticketId,
        key,
        name: ticket.get('name') as string,
        water: ticket.get('water') as string,
        date: ticket.get('date') as string,
        // What Stripe took, or the price a bailiff sold it at.
        amountPence: ((ticket.get('paidPence') ?? ticket.get('pricePence')) as number | null) ?? 0,
      },
      // No member's choices apply: the kind is essential, so no preferences are ever read.
      recipient: { to: email, prefsId: `ticket-${ticketId}`, subjectId: ticketId },
    };
  });
}
