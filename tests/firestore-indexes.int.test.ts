/**
 * Production Firestore refuses a query that no index serves (the emulator does not check), so every
 * query the site, the admin server and the scripts make is listed here with its filters and
 * orders, and checked against firestore.indexes.json (deployed with the rules). A file that starts
 * querying must be listed too: the last test finds every file with a where/orderBy.
 *
 * When a query needs a composite index (Firestore's "Index types" page): one field only (range and
 * orderBy on the same field, or only equality filters, merged from single-field indexes) needs
 * none; otherwise an index whose first fields are the equality (and array-contains) fields, in any
 * order, followed by the orderBy fields in order and direction. An inequality without orderBy is
 * ordered by its field, ascending; a final orderBy(documentId()) follows the last field's direction
 * in every index, so it is left out of the table.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

type Direction = 'ASCENDING' | 'DESCENDING';

interface IndexedQuery {
  /** What the query is for, as its function says. */
  name: string;
  /** The file that makes it, from the repository's root. */
  file: string;
  collection: string;
  equal?: string[];
  arrayContains?: string;
  /** The one field with <, <=, >, >=. */
  range?: string;
  orderBy?: [string, Direction][];
}

interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const DESC: Direction = 'DESCENDING';
const ASC: Direction = 'ASCENDING';

const QUERIES: IndexedQuery[] = [
  {
    name: 'purgeBin: deletes older than 90 days',
    file: 'admin-server/src/history/purge-bin.ts',
    collection: 'history',
    equal: ['kind'],
    range: 'at',
  },
  {
    name: "purgeBin: every entry of one item's path",
    file: 'admin-server/src/history/purge-bin.ts',
    collection: 'history',
    equal: ['path'],
  },
  {
    name: "getItemHistory: an item's changes, newest first",
    file: 'src/lib/history/read-history.ts',
    collection: 'history',
    equal: ['area', 'path'],
    orderBy: [['rev', DESC]],
  },
  {
    name: "getBin: an area's deletes of the past 90 days, newest first",
    file: 'src/lib/history/read-history.ts',
    collection: 'history',
    equal: ['area', 'kind'],
    range: 'at',
    orderBy: [['at', DESC]],
  },
  {
    name: 'getCatchesForReview: approved or waiting catches, newest first',
    file: 'src/features/catches/api/get-catches-for-review.ts',
    collection: 'catches',
    equal: ['isPublic'],
    orderBy: [['orderRank', DESC]],
  },
  {
    name: 'countWaitingCatches: the catches waiting for review, counted',
    file: 'src/features/catches/api/count-waiting-catches.ts',
    collection: 'catches',
    equal: ['isPublic', 'photoStored'],
  },
  {
    name: 'publicCatchesQuery: approved catches, newest first',
    file: 'src/features/catches/api/public-catches-query.ts',
    collection: 'catches',
    equal: ['isPublic'],
    orderBy: [['orderRank', DESC]],
  },
  {
    name: 'publicCatchesQuery: approved catches with a search word',
    file: 'src/features/catches/api/public-catches-query.ts',
    collection: 'catches',
    equal: ['isPublic'],
    arrayContains: 'searchKeywords',
    orderBy: [['orderRank', DESC]],
  },
  {
    name: 'pendingCatchIdsBetween: waiting catches submitted in a range',
    file: 'src/features/catches/api/pending-in-range.ts',
    collection: 'catches',
    equal: ['isPublic'],
    range: 'submittedAt',
  },
  {
    name: 'nextHolder: the club record of a species',
    file: 'src/features/records/api/keep-records.ts',
    collection: 'catches',
    equal: ['isPublic', 'fishType'],
    orderBy: [
      ['weightOz', DESC],
      ['orderRank', ASC],
    ],
  },
  {
    name: 'nextHolder: the record of a species at a water',
    file: 'src/features/records/api/keep-records.ts',
    collection: 'catches',
    equal: ['isPublic', 'catchLocation', 'fishType'],
    orderBy: [
      ['weightOz', DESC],
      ['orderRank', ASC],
    ],
  },
  {
    name: "nextHolder: an angler's personal best of a species",
    file: 'src/features/records/api/keep-records.ts',
    collection: 'catches',
    equal: ['isPublic', 'memberName', 'fishType'],
    orderBy: [
      ['weightOz', DESC],
      ['orderRank', ASC],
    ],
  },
  {
    name: 'catch upkeep: waiting catches, newest first',
    file: 'admin-server/src/catches/catch-upkeep.ts',
    collection: 'catches',
    equal: ['isPublic'],
    orderBy: [['orderRank', DESC]],
  },
  {
    name: 'catch upkeep: drafts older than a day',
    file: 'admin-server/src/catches/catch-upkeep.ts',
    collection: 'catches',
    equal: ['isPublic'],
    range: 'submittedAt',
  },
  {
    name: "getPublishedDraw: a match's published draw",
    file: 'src/features/matches/api/read-match-day.ts',
    collection: 'draws',
    equal: ['matchId', 'published'],
  },
  {
    name: 'match day admin: the latest draws',
    file: 'src/features/matches/api/match-day-admin.ts',
    collection: 'draws',
    orderBy: [['drawnAt', DESC]],
  },
  {
    name: 'getMatches: matches by date',
    file: 'src/features/matches/api/get-matches.ts',
    collection: 'matches',
    orderBy: [['date', ASC]],
  },
  {
    name: 'getMatchIds: sitemap.xml, newest first',
    file: 'src/features/matches/api/get-match-ids.ts',
    collection: 'matches',
    orderBy: [['date', DESC]],
  },
  {
    name: 'getMatchList: coming matches',
    file: 'src/features/matches/api/read-match-list.ts',
    collection: 'matches',
    range: 'date',
    orderBy: [['date', ASC]],
  },
  {
    name: "the home page's next match",
    file: 'src/features/matches/api/read-home-matches.ts',
    collection: 'matches',
    range: 'date',
    orderBy: [['date', ASC]],
  },
  {
    name: "the home page's latest results' matches, newest first",
    file: 'src/features/matches/api/read-home-matches.ts',
    collection: 'matches',
    range: 'date',
    orderBy: [['date', DESC]],
  },
  {
    name: 'getMatchList: past matches, newest first',
    file: 'src/features/matches/api/read-match-list.ts',
    collection: 'matches',
    range: 'date',
    orderBy: [['date', DESC]],
  },
  {
    name: "getLeague: a season's matches",
    file: 'src/features/matches/api/read-league.ts',
    collection: 'matches',
    range: 'date',
    orderBy: [['date', ASC]],
  },
  {
    name: 'getLeague: seasons, newest first',
    file: 'src/features/matches/api/read-league.ts',
    collection: 'seasons',
    orderBy: [['start', DESC]],
  },
  {
    name: 'match calendar: matches by date',
    file: 'admin-server/src/calendar/match-calendar.ts',
    collection: 'matches',
    orderBy: [['date', ASC]],
  },
  {
    name: 'match rules in order',
    file: 'src/features/matches/api/read-match-rules.ts',
    collection: 'matchRules',
    orderBy: [['rank', ASC]],
  },
  {
    name: 'addMatchRule: the highest rank',
    file: 'src/features/matches/api/add-match-rule.ts',
    collection: 'matchRules',
    orderBy: [['rank', DESC]],
  },
  {
    name: 'getNewsPage: articles, newest first',
    file: 'src/features/content/api/read-news-page.ts',
    collection: 'homeArticles',
    orderBy: [['createdDate', DESC]],
  },
  {
    name: 'getArticles: articles, newest first',
    file: 'src/features/content/api/get-articles.ts',
    collection: 'homeArticles',
    orderBy: [['createdDate', DESC]],
  },
  {
    name: 'getLatestArticles: the newest articles',
    file: 'src/features/content/api/read-latest-articles.ts',
    collection: 'homeArticles',
    orderBy: [['createdDate', DESC]],
  },
  {
    name: 'bench: the newest article',
    file: 'scripts/bench/seed-large.ts',
    collection: 'homeArticles',
    orderBy: [['createdDate', DESC]],
  },
  {
    name: 'bench: approved catches',
    file: 'scripts/bench/seed-large.ts',
    collection: 'catches',
    equal: ['isPublic'],
  },
  {
    name: 'committee members in order',
    file: 'src/features/committee/api/read-members.ts',
    collection: 'members',
    orderBy: [['positionRank', ASC]],
  },
  {
    name: "a water's entries in order",
    file: 'src/features/waters/api/read-water-entries.ts',
    collection: '{key}Data', // waters/{key}/{key}Data
    orderBy: [['pagePosition', ASC]],
  },
  {
    name: 'permissions store: the super admins',
    file: 'admin-server/src/users/permissions-store.ts',
    collection: 'userPermissions',
    equal: ['superAdmin'],
  },
  {
    // A collection-group query: firestore.indexes.json's fieldOverrides enables its scope.
    name: "recordRefund: a Stripe session's payment, across members",
    file: 'admin-server/src/members/payments.ts',
    collection: 'payments',
    equal: ['stripeSessionId'],
  },
  {
    name: 'join: a membership with the same email',
    file: 'admin-server/src/members/join.ts',
    collection: 'clubMembers',
    equal: ['email'],
  },
  {
    name: 'join: a membership already linked to the caller',
    file: 'admin-server/src/members/join.ts',
    collection: 'clubMembers',
    equal: ['uid'],
  },
  {
    name: "join: a type's members counted against its cap",
    file: 'admin-server/src/members/join.ts',
    collection: 'clubMembers',
    equal: ['typeId', 'status'],
  },
  {
    name: "account: the caller's membership",
    file: 'admin-server/src/members/account.ts',
    collection: 'clubMembers',
    equal: ['uid'],
  },
  {
    name: 'claim: the membership with the verified email',
    file: 'admin-server/src/members/account.ts',
    collection: 'clubMembers',
    equal: ['email'],
  },
  {
    name: "register exports: the latest, under the secretary's Export button",
    file: 'src/features/members/api/register-exports.ts',
    collection: 'memberExports',
    orderBy: [['at', DESC]],
  },
  {
    name: "/account: the signed-in member's record",
    file: 'src/features/membership/api/read-my-account.ts',
    collection: 'clubMembers',
    equal: ['uid'],
  },
  {
    name: "/account: the member's own catches",
    file: 'src/features/membership/api/read-my-account.ts',
    collection: 'catches',
    equal: ['ownerUid'],
  },
  {
    name: "export: the member's catches",
    file: 'admin-server/src/members/account.ts',
    collection: 'catches',
    equal: ['ownerUid'],
  },
  {
    name: "a bailiff's check: the member with a number",
    file: 'admin-server/src/routes/permits-router.ts',
    collection: 'clubMembers',
    equal: ['memberNumber'],
  },
  {
    name: "day tickets: a water's tickets sold for a day",
    file: 'admin-server/src/members/day-tickets.ts',
    collection: 'dayTickets',
    equal: ['water', 'date', 'status'],
  },
  {
    name: 'mail sender: pending emails due now, oldest first',
    file: 'admin-server/src/mail/sender.ts',
    collection: 'mailOutbox',
    range: 'nextAttemptAt',
    orderBy: [['nextAttemptAt', ASC]],
  },
  {
    name: 'mail status: emails waiting, counted',
    file: 'admin-server/src/mail/sender.ts',
    collection: 'mailOutbox',
    equal: ['status'],
  },
  {
    name: 'mail status: the oldest waiting emails, by when they were queued',
    file: 'admin-server/src/mail/sender.ts',
    collection: 'mailOutbox',
    equal: ['status'],
    orderBy: [['createdAt', ASC]],
  },
  {
    name: 'mail status: emails refused in the last 30 days, counted',
    file: 'admin-server/src/mail/sender.ts',
    collection: 'mailOutbox',
    range: 'failedAt',
  },
  {
    name: 'sign-in link: whether the club knows the address',
    file: 'admin-server/src/mail/auth-links.ts',
    collection: 'clubMembers',
    equal: ['email'],
  },
  {
    name: 'renewal notices: the active members',
    file: 'admin-server/src/mail/events.ts',
    collection: 'clubMembers',
    equal: ['status'],
  },
  {
    name: 'catches digest: the waiting catches',
    file: 'admin-server/src/mail/events.ts',
    collection: 'catches',
    equal: ['isPublic'],
  },
  {
    name: 'catches digest: the catches admins',
    file: 'admin-server/src/mail/events.ts',
    collection: 'userPermissions',
    equal: ['manageCatches'],
  },
  {
    name: 'catches digest: the super admins',
    file: 'admin-server/src/mail/events.ts',
    collection: 'userPermissions',
    equal: ['superAdmin'],
  },
  {
    name: 'match news: the members who asked for a kind',
    file: 'admin-server/src/mail/events.ts',
    collection: 'mailPreferences',
    equal: ['wanted'],
  },
  {
    name: 'mail sweep: history since the last sweep, oldest first',
    file: 'admin-server/src/mail/sweep.ts',
    collection: 'history',
    range: 'at',
    orderBy: [['at', ASC]],
  },
  {
    name: "mail sweep: a catch owner's membership",
    file: 'admin-server/src/mail/sweep.ts',
    collection: 'clubMembers',
    equal: ['uid'],
  },
  {
    name: "mail preferences: the caller's membership",
    file: 'admin-server/src/routes/mail-router.ts',
    collection: 'clubMembers',
    equal: ['uid'],
  },
  {
    name: 'pruneHistory: entries past the versions kept',
    file: 'admin-server/src/history/prune-history.ts',
    collection: 'history',
    range: 'rev',
  },
  {
    name: 'pruneHistory: entries older than a year',
    file: 'admin-server/src/history/prune-history.ts',
    collection: 'history',
    range: 'at',
  },
  {
    name: "pruneHistory: one document's entries",
    file: 'admin-server/src/history/prune-history.ts',
    collection: 'history',
    equal: ['path'],
  },
  {
    name: 'Manage Catches: the catches not approved lately',
    file: 'src/features/catches/api/get-not-approved-catches.ts',
    collection: 'catches',
    range: 'notApprovedReason',
  },
  {
    name: 'the dashboard: applications waiting, counted',
    file: 'src/features/members/api/count-waiting-members.ts',
    collection: 'clubMembers',
    equal: ['status'],
  },
  {
    name: 'the dashboard: renewals due or overdue, counted',
    file: 'src/features/members/api/count-waiting-members.ts',
    collection: 'clubMembers',
    equal: ['status'],
    range: 'paidUntil',
  },
];

/** The index fields the query needs, in order, or undefined when single-field indexes serve it. */
function neededFields(query: IndexedQuery): IndexField[] | undefined {
  const orders: [string, Direction][] = query.orderBy ?? (query.range ? [[query.range, ASC]] : []);
  const filterFields = [...(query.equal ?? []), query.arrayContains, query.range].filter(
    (field): field is string => field !== undefined,
  );
  const fields = new Set([...filterFields, ...orders.map(([field]) => field)]);
  if (fields.size <= 1) return undefined;
  if (orders.length === 0 && !query.arrayContains) return undefined; // equality only: merged
  if (query.range && orders[0]?.[0] !== query.range) {
    throw new Error(`${query.name}: Firestore wants the range field ordered first`);
  }
  return [
    ...(query.equal ?? []).map((fieldPath) => ({ fieldPath })),
    ...(query.arrayContains
      ? [{ fieldPath: query.arrayContains, arrayConfig: 'CONTAINS' as const }]
      : []),
    ...orders.map(([fieldPath, order]) => ({ fieldPath, order })),
  ];
}

/** Whether `index` serves a query needing `needed` (equality fields first, in any order). */
function serves(index: CompositeIndex, collection: string, needed: IndexField[]): boolean {
  if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
  if (index.fields.length !== needed.length) return false;
  const prefix = needed.filter((field) => !field.order && !field.arrayConfig).length;
  const samePrefix = new Set(index.fields.slice(0, prefix).map((field) => field.fieldPath));
  if (!needed.slice(0, prefix).every((field) => samePrefix.has(field.fieldPath))) return false;
  return index.fields.slice(prefix).every((field, i) => {
    const want = needed[prefix + i]!;
    return (
      field.fieldPath === want.fieldPath &&
      field.order === want.order &&
      field.arrayConfig === want.arrayConfig
    );
  });
}

function indexesIn(json: string): CompositeIndex[] {
  return (JSON.parse(json) as { indexes: CompositeIndex[] }).indexes;
}

const deployed = indexesIn(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8'));

function covered(query: IndexedQuery, indexes: CompositeIndex[]): boolean {
  const needed = neededFields(query);
  return !needed || indexes.some((index) => serves(index, query.collection, needed));
}

describe('firestore.indexes.json', () => {
  it.each(QUERIES.map((query) => [query.name, query] as const))('serves %s', (_name, query) => {
    expect(covered(query, deployed)).toBe(true);
  });

  it("needs the (kind, at) index for the bin's purge, which the (area, kind, at) one does not serve", () => {
    const purge = QUERIES[0]!;
    expect(neededFields(purge)).toEqual([{ fieldPath: 'kind' }, { fieldPath: 'at', order: ASC }]);
    const withoutIt = deployed.filter(
      (index) => !(index.collectionGroup === 'history' && index.fields.length === 2),
    );
    expect(withoutIt).toHaveLength(deployed.length - 1);
    expect(covered(purge, withoutIt)).toBe(false);
  });

  it('tells apart what needs a composite index from what single-field indexes serve', () => {
    const composite = QUERIES.filter((query) => neededFields(query)).map((query) => query.name);
    expect(composite).toEqual([
      'purgeBin: deletes older than 90 days',
      "getItemHistory: an item's changes, newest first",
      "getBin: an area's deletes of the past 90 days, newest first",
      'getCatchesForReview: approved or waiting catches, newest first',
      'publicCatchesQuery: approved catches, newest first',
      'publicCatchesQuery: approved catches with a search word',
      'pendingCatchIdsBetween: waiting catches submitted in a range',
      'nextHolder: the club record of a species',
      'nextHolder: the record of a species at a water',
      "nextHolder: an angler's personal best of a species",
      'catch upkeep: waiting catches, newest first',
      'catch upkeep: drafts older than a day',
      'mail status: the oldest waiting emails, by when they were queued',
      'the dashboard: renewals due or overdue, counted',
    ]);
    // An orderBy field's direction matters: weightOz ascending does not serve the record's query.
    const swapped = structuredClone(deployed).map((index) => ({
      ...index,
      fields: index.fields.map((field) =>
        field.fieldPath === 'weightOz' ? { ...field, order: ASC } : field,
      ),
    }));
    expect(
      covered(
        QUERIES.find((q) => q.name.startsWith('nextHolder'))!,
        swapped,
      ),
    ).toBe(false);
  });

  it('lists every file that queries Firestore, with the fields it names', () => {
    const queryCall = /(?:\bwhere|\borderBy)\(/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const file = `${dir}/${name}`;
        if (statSync(path.join(root, file)).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          if (queryCall.test(readFileSync(path.join(root, file), 'utf8'))) found.push(file);
        }
      }
    };
    for (const dir of ['src', 'admin-server/src', 'scripts']) walk(dir);
    expect(found.sort()).toEqual([...new Set(QUERIES.map((query) => query.file))].sort());
    for (const query of QUERIES) {
      const source = readFileSync(path.join(root, query.file), 'utf8');
      const fields = [
        ...(query.equal ?? []),
        query.arrayContains,
        query.range,
        ...(query.orderBy ?? []).map(([field]) => field),
      ].filter((field): field is string => field !== undefined);
      for (const field of fields) expect(source, `${query.name}: ${field}`).toContain(`'${field}'`);
    }
  });
});
