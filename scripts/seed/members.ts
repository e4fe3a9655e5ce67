/**
 * The demo club's members (issue 33, docs/members.md): membership types and prices, the season and
 * closed seasons, the members of demo-members.ts (Auth accounts for those with a uid) and the rest
 * of the register (demo-register.ts), their records and payments, dated from the seeding day, day
 * tickets sold, and a revoked permit. Fixed ids, so
 * seeding twice overwrites.
 */
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  addDays,
  seasonOf,
  standingOn,
  type MembershipSettings,
  type MembershipType,
} from '../../src/config/membership';
import { historyId } from '../../src/lib/history/history-id';
import { BAILIFF, MEMBERS_ADMIN } from './demo-accounts';
import { DEMO_MEMBERS, type DemoMember } from './demo-members';
import { DEMO_REGISTER, type RegisterMember } from './demo-register';

export const DEMO_MEMBERSHIP_TYPES: Record<string, MembershipType> = {
  adult: {
    name: 'Adult',
    pricePence: 6000,
    ageBand: 'adult',
    cap: 150,
    description: 'All three waters for the season, 1 April to 31 March.',
  },
  junior: {
    name: 'Junior',
    pricePence: 1500,
    ageBand: 'junior',
    cap: null,
    description: 'Under 18 on joining; a parent or guardian consents.',
  },
  senior: {
    name: 'Senior',
    pricePence: 4000,
    ageBand: 'senior',
    cap: null,
    description: 'Aged 65 and over.',
  },
  concession: {
    name: 'Concession',
    pricePence: 3500,
    ageBand: 'concession',
    cap: null,
    description: 'Students, and members receiving disability or carer benefits.',
  },
};

export const DEMO_MEMBERSHIP_SETTINGS: MembershipSettings = {
  seasonStart: '04-01',
  seasonEnd: '03-31',
  renewalOpensDays: 30,
  graceDays: 30,
  bankAccountName: 'Priory Angling Club',
  bankSortCode: '20-00-00',
  bankAccountNumber: '55779911',
  dayTicketPricePence: 800,
  dayTicketsPerDay: 20,
  membersOnlyCatches: false,
  // The rivers' statutory coarse close season; Weston, a lake, is open all year.
  closedSeasons: {
    'Clay End': { from: '03-15', to: '06-15' },
    'Warrens Green': { from: '03-15', to: '06-15' },
  },
};

/** A permit the secretary revoked (a card reported lost and reissued): /check refuses it. */
export const DEMO_REVOKED_PERMIT_ID = 'demo-permit-1001-lost';

/** Day tickets sold on the bank; each `key` opens its emailed link (/day-tickets/:id?key=). */
export const DEMO_DAY_TICKETS = [
  { id: 'demo-ticket-1', name: 'Dan Visitor', daysAgo: 0, key: 'demo-ticket-key-1' },
  { id: 'demo-ticket-2', name: 'Eve Walker', daysAgo: 0, key: 'demo-ticket-key-2' },
  { id: 'demo-ticket-3', name: 'Frank Cole', daysAgo: 1, key: 'demo-ticket-key-3' },
];

// Numbers of their own (Ofcom's drama range; the committee's public ones are 9001xx) and
// addresses around the club's own, in Kent (src/config/constants.ts's CLUB_ADDRESS).
const DETAILS: Record<string, { phone: string; address: string }> = {
  '1001': { phone: '07700 900301', address: '4 Mill Lane, Priory Green, ME1 4AD' },
  '1002': { phone: '07700 900302', address: '12 Church Street, Priory Green, ME1 4BT' },
  '1003': { phone: '07700 900303', address: 'Willow Cottage, Weston Road, Weston, ME2 3EF' },
  '1004': { phone: '07700 900304', address: '7 Station Road, Priory Green, ME1 4GH' },
  '1005': { phone: '07700 900305', address: '21 The Green, Warren Street, ME3 5JK' },
};

/** Everyone on the register, each with their phone and address. */
const EVERYONE: (RegisterMember & { uid: string | null })[] = [
  ...DEMO_MEMBERS.map((member) => ({ ...member, ...DETAILS[member.memberNumber]! })),
  ...DEMO_REGISTER.map((member) => ({ ...member, uid: null })),
];

export const permitIdOf = (member: Pick<DemoMember, 'memberNumber'>) =>
  `demo-permit-${member.memberNumber}`;

/** The last day paid for: this season's end, or a past season's end far enough back to have lapsed. */
function paidUntilOf(member: Pick<DemoMember, 'season'>, today: string): string | null {
  if (member.season === null) return null;
  const current = seasonOf(today, DEMO_MEMBERSHIP_SETTINGS).end;
  if (member.season === 'current') return current;
  let end = addDays(seasonOf(today, DEMO_MEMBERSHIP_SETTINGS).start, -1);
  if (
    standingOn({ status: 'active', paidUntil: end }, DEMO_MEMBERSHIP_SETTINGS, today) !== 'lapsed'
  )
    end = addDays(seasonOf(end, DEMO_MEMBERSHIP_SETTINGS).start, -1);
  return end;
}

const typeIdOf = (member: Pick<DemoMember, 'ageBand'>) => member.ageBand;

async function seedMemberAccounts(auth: Auth) {
  for (const member of DEMO_MEMBERS) {
    if (!member.uid) continue;
    const fields = {
      email: member.email,
      password: member.password,
      displayName: member.name,
      emailVerified: true,
    };
    await auth.updateUser(member.uid, fields).catch(async (error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid: member.uid!, ...fields });
    });
  }
}

export async function seedMembers(db: Firestore, auth: Auth, today: string): Promise<void> {
  await seedMemberAccounts(auth);
  const batch = db.batch();
  for (const [id, type] of Object.entries(DEMO_MEMBERSHIP_TYPES)) {
    batch.set(db.doc(`membershipTypes/${id}`), type);
  }
  batch.set(db.doc('clubSettings/membership'), DEMO_MEMBERSHIP_SETTINGS);
  const seasonStart = Timestamp.fromDate(
    new Date(`${seasonOf(today, DEMO_MEMBERSHIP_SETTINGS).start}T09:00:00Z`),
  );
  for (const member of EVERYONE) {
    const path = `clubMembers/${member.id}`;
    const paidUntil = paidUntilOf(member, today);
    const type = DEMO_MEMBERSHIP_TYPES[typeIdOf(member)]!;
    const record = {
      memberNumber: member.memberNumber,
      uid: member.uid,
      email: member.email,
      name: member.name,
      phone: member.phone,
      address: member.address,
      dateOfBirth: member.dateOfBirth ?? null,
      guardian: member.guardian
        ? { ...member.guardian, consentAt: '2026-04-02T10:00:00.000Z' }
        : null,
      publishName: member.publishName,
      publishPhotos: member.publishName,
      rulesAcceptedAt: '2026-04-02T10:00:00.000Z',
      typeId: typeIdOf(member),
      typeName: type.name,
      ageBand: member.ageBand,
      status: member.status,
      paidUntil,
      paymentReference: `PAC-${member.memberNumber}`,
      permitId: paidUntil ? permitIdOf(member) : null,
      closeRequestedAt: null,
      createdAt: seasonStart,
      updatedAt: seasonStart,
      rev: 1,
    };
    batch.set(db.doc(path), record);
    // Closing a membership revokes its permit (admin-server's members router does the same).
    if (member.status === 'closed' && record.permitId) {
      batch.set(db.doc(`permitRevocations/${record.permitId}`), {
        revokedAt: seasonStart,
        reason: 'closed',
      });
    }
    // Its creation in the Members history, as the admin server records it.
    batch.set(db.doc(`history/${historyId(path, 1)}`), {
      area: 'manageMembers',
      path,
      rev: 1,
      kind: 'create',
      before: null,
      by: MEMBERS_ADMIN.uid,
      email: MEMBERS_ADMIN.email,
      at: seasonStart,
      title: `${member.name} joined (${type.name})`,
    });
    if (paidUntil) {
      const season = seasonOf(paidUntil, DEMO_MEMBERSHIP_SETTINGS);
      batch.set(db.doc(`${path}/payments/demo-payment-${season.start}`), {
        amountPence: type.pricePence,
        // Seniors pay at the clubhouse; the rest by bank transfer.
        method: member.ageBand === 'senior' ? 'cash' : 'bankTransfer',
        reference: `PAC-${member.memberNumber}`,
        season,
        at: Timestamp.fromDate(new Date(`${season.start}T12:00:00Z`)),
        by: MEMBERS_ADMIN.uid,
      });
    }
  }
  batch.set(db.doc('memberCounters/next'), {
    value: Math.max(...EVERYONE.map((member) => Number(member.memberNumber))) + 1,
  });
  batch.set(db.doc(`permitRevocations/${DEMO_REVOKED_PERMIT_ID}`), {
    revokedAt: seasonStart,
    reason: 'Card reported lost; a new permit was issued.',
  });
  for (const ticket of DEMO_DAY_TICKETS) {
    const date = addDays(today, -ticket.daysAgo);
    batch.set(db.doc(`dayTickets/${ticket.id}`), {
      water: 'Weston',
      date,
      name: ticket.name,
      email: null,
      pricePence: DEMO_MEMBERSHIP_SETTINGS.dayTicketPricePence,
      method: 'bailiff',
      status: 'paid',
      permitId: `${ticket.id}-permit`,
      keyHash: createHash('sha256').update(ticket.key).digest('hex'),
      soldBy: BAILIFF.uid,
      createdAt: Timestamp.fromDate(new Date(`${date}T08:30:00Z`)),
    });
  }
  await batch.commit();
}
