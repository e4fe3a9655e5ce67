// Imports carry their extension: vite.config.ts loads this file too (no Firebase SDK here).
import {
  CLUB_RECORDS_DOC_ID,
  COLLECTIONS,
  CONTENT_DOC_ID,
  HOME_ARTICLE_COUNT,
  SOCIAL_LINKS_SUMMARY_DOC_ID,
} from '../config/constants.ts';
import { WATERS, waterEntriesPath } from '../config/waters.ts';

/**
 * A public page's first Firestore reads, sent by a small script in the built index.html (vite.config.ts,
 * pageShell) while the app's JavaScript is still downloading: on a phone the page's data then
 * waits on nothing but the network, not on React, MUI and Firestore booting first. Each request is
 * the very one `firebase/firestore/lite` sends for the page's own query (same URL, same body:
 * early-reads.test.ts compares them), and the answer is handed to the SDK's fetch when it asks
 * (startEarlyReads), so nothing is read twice and the SDK still decodes every answer.
 */
export interface EarlyRead {
  /** Firestore REST method of the lite SDK: getDoc is a batchGet, getDocs a runQuery. */
  rpc: 'batchGet' | 'runQuery';
  /** The document under which a runQuery runs ('' for a root collection). */
  parent: string;
  /** For batchGet, the document's path; for runQuery, the structured query as the SDK writes it. */
  body: { document: string } | { structuredQuery: unknown };
  /** A field whose first non-empty value is the page's largest image: preloaded on arrival. */
  image?: string;
}

/** orderBy as the SDK sends it: the fields asked for, then the document name (its tie-break). */
function orderBy(...fields: [string, 'ASCENDING' | 'DESCENDING'][]) {
  const last = fields.at(-1)?.[1] ?? 'ASCENDING';
  return [...fields, ['__name__', last] as const].map(([fieldPath, direction]) => ({
    field: { fieldPath },
    direction,
  }));
}

const navbar: EarlyRead = {
  rpc: 'batchGet',
  parent: '',
  body: { document: `${COLLECTIONS.summaries}/${SOCIAL_LINKS_SUMMARY_DOC_ID}` },
};
const siteContent = (image?: string): EarlyRead => ({
  rpc: 'batchGet',
  parent: '',
  body: { document: `${COLLECTIONS.content}/${CONTENT_DOC_ID}` },
  image,
});
const waterEntries = (key: (typeof WATERS)[number]['key'], image?: string): EarlyRead => {
  const [root, doc, collectionId] = waterEntriesPath(key);
  return {
    rpc: 'runQuery',
    parent: `${root}/${doc}`,
    body: {
      structuredQuery: {
        from: [{ collectionId }],
        orderBy: orderBy(['pagePosition', 'ASCENDING']),
      },
    },
    image,
  };
};

/**
 * By opened path, the reads its page starts first (the same as src/app/landing-data.ts). /matches
 * and /catches are left out: their first reads depend on the clock or the visitor's choices, and
 * their largest element is the heading the page shell already paints.
 */
export const EARLY_READS: Record<string, EarlyRead[]> = {
  '/': [
    navbar,
    siteContent('homeImage'),
    {
      rpc: 'runQuery',
      parent: `${COLLECTIONS.content}/${CONTENT_DOC_ID}`,
      body: {
        structuredQuery: {
          from: [{ collectionId: COLLECTIONS.homeArticles }],
          orderBy: orderBy(['createdDate', 'DESCENDING']),
          limit: HOME_ARTICLE_COUNT,
        },
      },
    },
  ],
  '/our-people': [
    navbar,
    {
      rpc: 'runQuery',
      parent: '',
      body: {
        structuredQuery: {
          from: [{ collectionId: COLLECTIONS.members }],
          orderBy: orderBy(['positionRank', 'ASCENDING']),
        },
      },
      image: 'photoURL',
    },
  ],
  // The overview shows each water's first picture; only the first is above the fold on a phone.
  '/waters': [
    navbar,
    ...WATERS.map((water, index) => waterEntries(water.key, index ? undefined : 'imgUrl')),
  ],
  ...Object.fromEntries(
    WATERS.map((water) => [`/waters/${water.slug}`, [navbar, waterEntries(water.key, 'imgUrl')]]),
  ),
  '/rules': [navbar, siteContent()],
  '/newsletter': [navbar, siteContent()],
  '/league': [
    navbar,
    {
      rpc: 'runQuery',
      parent: '',
      body: {
        structuredQuery: {
          from: [{ collectionId: COLLECTIONS.seasons }],
          orderBy: orderBy(['start', 'DESCENDING']),
        },
      },
    },
  ],
  // One document however many catches: the page's largest element is a line of it.
  '/records': [
    navbar,
    {
      rpc: 'batchGet',
      parent: '',
      body: { document: `${COLLECTIONS.records}/${CLUB_RECORDS_DOC_ID}` },
    },
  ],
  '/contact-us': [
    navbar,
    {
      rpc: 'runQuery',
      parent: '',
      body: {
        structuredQuery: { from: [{ collectionId: COLLECTIONS.contact }], orderBy: orderBy() },
      },
      // The banner photo: on the contact list's image document, the only one with a photoURL.
      image: 'photoURL',
    },
  ],
};

/** Where and how the site reaches Firestore: the fields of src/config/env.ts the SDK uses. */
export interface FirestoreTarget {
  /** http(s)://host[:port] */
  origin: string;
  projectId: string;
  apiKey: string;
}

/** One request as sent: the URL and the body, byte for byte as the lite SDK sends them. */
export interface EarlyRequest {
  url: string;
  body: string;
  image?: string;
}

export function earlyRequests(target: FirestoreTarget): Record<string, EarlyRequest[]> {
  const database = `projects/${encodeURIComponent(target.projectId)}/databases/(default)`;
  const key = target.apiKey ? `?key=${encodeURIComponent(target.apiKey)}` : '';
  const request = ({ rpc, parent, body, image }: EarlyRead): EarlyRequest => ({
    url: `${target.origin}/v1/${database}/documents${parent ? `/${parent}` : ''}:${rpc}${key}`,
    body: JSON.stringify(
      'document' in body ? { documents: [`${database}/documents/${body.document}`] } : body,
    ),
    ...(image ? { image } : {}),
  });
  return Object.fromEntries(
    Object.entries(EARLY_READS).map(([path, reads]) => [path, reads.map(request)]),
  );
}

/**
 * How long an early answer counts as fresh: the query cache's staleTime (src/app/query-client.ts,
 * early-reads.test.ts keeps them equal). One older than that is read again rather than handed over.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;
