/**
 * The club members' collections (issue 33, docs/members.md) as one table: every role (signed out,
 * signed in without rights, each permission flag, a disabled super admin) plus the member whose
 * record it is and another member, × get, list, create, update, delete, for each new collection.
 * Plain writes are refused to all (the admin server is the writer, or the change needs its history
 * entry); the Members admins' recorded writes of types and settings are allowed, and validated.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { doc as seedDoc, writeBatch } from 'firebase/firestore';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch as liteBatch,
  type DocumentData,
} from 'firebase/firestore/lite';
import { afterAll, describe, it } from 'vitest';
import { leftAsSeeded } from './support/as-seeded';
import { expectAllowed, OPERATIONS, ROLES, type Operation, type Role } from './support/roles';
import {
  dbAs,
  PROJECT_ID,
  rulesEnv,
  storedData,
  useRulesEnv,
  type Db,
  type SeedDb,
} from './support/rules-env';

type Who = Role | 'theMember' | 'anotherMember';
const WHO: Who[] = [...ROLES, 'theMember', 'anotherMember'];
const MEMBER_UID = 'member-uid';

const memberClients = new Map<Who, { app: FirebaseApp; db: Db }>();
/** A member's client: a signed-in account with no permissions document, as the site has it. */
function dbFor(who: Who): Db {
  if (who !== 'theMember' && who !== 'anotherMember') return dbAs(who);
  let client = memberClients.get(who);
  if (!client) {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `rules-${who}`);
    const db = getFirestore(app);
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    const uid = who === 'theMember' ? MEMBER_UID : 'other-member-uid';
    connectFirestoreEmulator(db, host!, Number(port), {
      mockUserToken: { sub: uid, user_id: uid, email: `${uid}@pac.example`, email_verified: true },
    });
    client = { app, db };
    memberClients.set(who, client);
  }
  return client.db;
}
afterAll(async () => {
  await Promise.all([...memberClients.values()].map(({ app }) => deleteApp(app)));
});

const TYPE = { name: 'Adult', pricePence: 6000, ageBand: 'adult', cap: 150, description: '' };
const SETTINGS = {
  seasonStart: '04-01',
  seasonEnd: '03-31',
  renewalOpensDays: 30,
  graceDays: 30,
  bankAccountName: 'Priory Angling Club',
  bankSortCode: '12-34-56',
  bankAccountNumber: '12345678',
  dayTicketPricePence: 800,
  dayTicketsPerDay: 20,
  membersOnlyCatches: false,
  closedSeasons: { 'Clay End': { from: '03-15', to: '06-15' } },
};

interface Table {
  path: string;
  id: string;
  data: DocumentData;
  allowed: Record<Operation, (who: Who) => boolean>;
  /** Recorded writes (with their history entry) as the Members screens make them. */
  recorded?: { create: DocumentData; update: DocumentData; delete: boolean };
}

const nobody = () => false;
const everyone = () => true;
const admins =
  (...flags: Who[]) =>
  (who: Who) =>
    who === 'superAdmin' || flags.includes(who);
const membersAdmin = admins('manageMembers');
const memberOrAdmin = (who: Who) => who === 'theMember' || membersAdmin(who);
const readOnly = (read: (who: Who) => boolean, list = read) => ({
  get: read,
  list,
  create: nobody,
  update: nobody,
  delete: nobody,
});

const TABLES: Table[] = [
  {
    path: 'membershipTypes',
    id: 'adult',
    data: TYPE,
    allowed: readOnly(everyone),
    recorded: {
      create: { ...TYPE, name: 'Junior', ageBand: 'junior' },
      update: { pricePence: 6500 },
      delete: true,
    },
  },
  {
    path: 'clubSettings',
    id: 'membership',
    data: SETTINGS,
    // A list cannot show that every document is the public one.
    allowed: readOnly(everyone, nobody),
    recorded: { create: SETTINGS, update: { graceDays: 14 }, delete: false },
  },
  {
    path: 'clubMembers',
    id: 'm1',
    data: {
      memberNumber: '1042',
      uid: MEMBER_UID,
      email: 'member-uid@pac.example',
      name: 'Alan Perch',
      status: 'active',
    },
    allowed: readOnly(memberOrAdmin, membersAdmin),
  },
  {
    path: 'clubMembers/m1/payments',
    id: 'p1',
    data: { amountPence: 6000, method: 'cash', reference: 'R1', by: 'uid-manageMembers' },
    allowed: readOnly(memberOrAdmin),
  },
  {
    path: 'permitRevocations',
    id: 'permit-1',
    data: { revokedAt: new Date('2026-05-01T00:00:00Z'), reason: 'closed' },
    allowed: readOnly(admins('manageMembers', 'bailiff')),
  },
  {
    path: 'dayTickets',
    id: 't1',
    data: {
      water: 'Weston',
      date: '2026-05-02',
      name: 'Dan Visitor',
      email: 'dan@pac.example',
      status: 'paid',
    },
    allowed: readOnly(admins('manageMembers', 'bailiff')),
  },
  {
    path: 'stripeEvents',
    id: 'evt_1',
    data: { type: 'checkout.session.completed' },
    allowed: readOnly(nobody),
  },
  { path: 'memberCounters', id: 'next', data: { value: 1043 }, allowed: readOnly(nobody) },
  {
    path: 'memberExports',
    id: 'e1',
    data: { rows: 12, filter: 'Standing: Lapsed', by: 'uid-manageMembers', email: null },
    allowed: readOnly(membersAdmin),
  },
];

useRulesEnv(async (db) => {
  const batch = writeBatch(db);
  // The member's record must exist for its payments' rule, whatever table runs.
  for (const table of TABLES) batch.set(seedDoc(db, table.path, table.id), table.data);
  await batch.commit();
});

function run(db: Db, table: Table, operation: Operation): Promise<unknown> {
  const existing = doc(db, table.path, table.id);
  switch (operation) {
    case 'get':
      return getDoc(existing);
    case 'list':
      return getDocs(collection(db, table.path));
    case 'create':
      return setDoc(
        doc(db, table.path, table.path === 'clubSettings' ? 'other' : 'new-one'),
        table.data,
      );
    case 'update':
      return updateDoc(existing, { touched: true });
    case 'delete':
      return deleteDoc(existing);
  }
}

/** A change with its history entry (src/lib/history), as `who`: create, update or delete. */
async function recordedWrite(who: Who, path: string, data: DocumentData | null, merge: boolean) {
  const before = await storedData(path);
  const rev = (typeof before?.rev === 'number' ? before.rev : 0) + 1;
  const db = dbFor(who);
  const batch = liteBatch(db);
  if (data === null) batch.delete(doc(db, path));
  else if (merge) batch.update(doc(db, path), { ...data, rev });
  else batch.set(doc(db, path), { ...data, rev });
  batch.set(doc(db, 'history', `${path.replaceAll('/', '~')}@${rev}`), {
    area: 'manageMembers',
    path,
    rev,
    kind: data === null ? 'delete' : before ? 'edit' : 'create',
    before,
    by: who === 'theMember' ? MEMBER_UID : `uid-${who}`,
    email: who === 'theMember' ? `${MEMBER_UID}@pac.example` : null,
    at: serverTimestamp(),
  });
  return batch.commit();
}

/** One test per role; a read, or a refused write that did nothing else, leaves the seed as it was. */
const eachWho = (
  allowed: (who: Who) => boolean,
  body: (who: Who) => Promise<unknown>,
  read: boolean,
  disturbs = false,
) =>
  it.each(WHO.map((who) => ({ who, allowed: allowed(who) })))(
    '$who: allowed $allowed',
    async ({ who, allowed: expected }) => {
      await expectAllowed(expected, body(who));
      if ((read || !expected) && !disturbs) leftAsSeeded();
    },
  );

for (const table of TABLES) {
  describe.each(OPERATIONS)(`${table.path}: %s`, (operation) => {
    eachWho(
      table.allowed[operation],
      (who) => run(dbFor(who), table, operation),
      operation === 'get' || operation === 'list',
    );
  });
  const recorded = table.recorded;
  if (!recorded) continue;
  // A create of a new id (clubSettings: the one document, gone first), an update, a delete.
  describe(`${table.path}: recorded writes`, () => {
    const createPath = `${table.path}/${table.path === 'clubSettings' ? table.id : 'new-one'}`;
    describe('create', () => {
      eachWho(
        membersAdmin,
        async (who) => {
          if (table.path === 'clubSettings') await clearSettings();
          return recordedWrite(who, createPath, recorded.create, false);
        },
        false,
        table.path === 'clubSettings',
      );
    });
    describe('update', () => {
      eachWho(
        membersAdmin,
        (who) => recordedWrite(who, `${table.path}/${table.id}`, recorded.update, true),
        false,
      );
    });
    describe('delete', () => {
      eachWho(
        recorded.delete ? membersAdmin : nobody,
        (who) => recordedWrite(who, `${table.path}/${table.id}`, null, false),
        false,
      );
    });
  });
}

async function clearSettings() {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as SeedDb;
    const batch = writeBatch(db);
    batch.delete(seedDoc(db, 'clubSettings', 'membership'));
    await batch.commit();
  });
}

describe("a member's own record", () => {
  it('the member lists it by their uid; another member cannot ask for it', async () => {
    const byUid = (who: Who) =>
      getDocs(query(collection(dbFor(who), 'clubMembers'), where('uid', '==', MEMBER_UID)));
    await expectAllowed(true, byUid('theMember'));
    await expectAllowed(false, byUid('anotherMember'));
    leftAsSeeded();
  });
});

describe("the Members admins' writes are validated", () => {
  const bad: [string, string, DocumentData][] = [
    ['a type with no name', 'membershipTypes/x', { ...TYPE, name: ' ' }],
    ['a type of an unknown age band', 'membershipTypes/x', { ...TYPE, ageBand: 'toddler' }],
    ['a type capped at 0', 'membershipTypes/x', { ...TYPE, cap: 0 }],
    ['a type priced in pounds', 'membershipTypes/x', { ...TYPE, pricePence: 60.5 }],
    ['a type with another field', 'membershipTypes/x', { ...TYPE, secret: true }],
    [
      'settings with a season day "4-1"',
      'clubSettings/membership',
      { ...SETTINGS, seasonStart: '4-1' },
    ],
    [
      'settings with a bad sort code',
      'clubSettings/membership',
      { ...SETTINGS, bankSortCode: '123456' },
    ],
    [
      'settings closing an unknown water',
      'clubSettings/membership',
      { ...SETTINGS, closedSeasons: { Thames: { from: '03-15', to: '06-15' } } },
    ],
    [
      'settings with a daily limit of 0',
      'clubSettings/membership',
      { ...SETTINGS, dayTicketsPerDay: 0 },
    ],
  ];
  it.each(bad)('%s is refused', async (_name, path, data) => {
    await expectAllowed(false, recordedWrite('manageMembers', path, data, false));
    leftAsSeeded();
  });
});
