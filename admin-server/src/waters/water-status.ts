/**
 * Water status (issue 35, docs/email.md "Water status"): the admin server is its one writer. A
 * waters admin sets it (or puts back an earlier version) here; the status and its history entry
 * are written in one transaction, then each active member is emailed once for that revision.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  REASON_MAX,
  statusFrom,
  statusOn,
  WATER_STATES,
  type WaterStatus,
} from '../../../src/config/water-status.ts';
import { HttpError } from '../http-error.ts';
import { historyId, writeRecorded, type Editor } from '../members/recorded.ts';

export const WATER_STATUS = 'waterStatus';

/** The club's waters: key and name (src/config/waters.ts; test/constants-agree.test.ts). */
export const WATER_KEYS = {
  weston: 'Weston',
  warrensGreen: 'Warrens Green',
  clayEnd: 'Clay End',
} as const;
export type WaterKey = keyof typeof WATER_KEYS;

export function waterKeyOf(value: unknown): WaterKey {
  if (typeof value === 'string' && Object.hasOwn(WATER_KEYS, value)) return value as WaterKey;
  throw new HttpError(404, 'There is no such water.');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The request's status, checked: a clear sentence for anything wrong, and nothing written. */
export function parseStatus(body: unknown, today: string): WaterStatus {
  const input = (body ?? {}) as Record<string, unknown>;
  const state = input.state;
  if (typeof state !== 'string' || !(WATER_STATES as readonly string[]).includes(state)) {
    throw new HttpError(400, 'Choose open, closed or restricted.');
  }
  if (state === 'open') return { state: 'open', reason: '', until: null };
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) throw new HttpError(400, 'Say why, e.g. Flooding.');
  if (reason.length > REASON_MAX) {
    throw new HttpError(400, `Keep the reason under ${REASON_MAX} characters.`);
  }
  const until = input.until ?? null;
  if (until !== null && (typeof until !== 'string' || !DAY.test(until))) {
    throw new HttpError(400, 'The until date must be a day, e.g. 2026-12-05.');
  }
  if (until !== null && until < today) {
    throw new HttpError(400, 'The until date has passed: choose today or a later day.');
  }
  return { state: state as WaterStatus['state'], reason, until };
}

const title = (key: WaterKey) => `${WATER_KEYS[key]} status`;

/** Writes `status` as the water's next revision, recorded; returns that revision. */
export function setWaterStatus(
  db: Firestore,
  key: WaterKey,
  status: WaterStatus,
  editor: Editor,
  restoredFrom?: number,
): Promise<number> {
  const ref = db.collection(WATER_STATUS).doc(key);
  return db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data();
    return writeRecorded(
      db,
      tx,
      ref,
      before,
      { ...status },
      {
        kind: restoredFrom === undefined ? (before ? 'edit' : 'create') : 'restore',
        editor,
        title: title(key),
        area: 'manageWaters',
        ...(restoredFrom !== undefined && { from: restoredFrom }),
      },
    );
  });
}

/**
 * The status as it was at `rev` (the `before` of the change to rev + 1), checked as a new one:
 * a version whose until-date has passed is refused rather than put back already over.
 */
export async function statusAt(
  db: Firestore,
  key: WaterKey,
  rev: number,
  today: string,
): Promise<WaterStatus> {
  const path = `${WATER_STATUS}/${key}`;
  const entry = await db.doc(`history/${historyId(path, rev + 1)}`).get();
  if (!entry.exists) throw new HttpError(404, 'That version is not in the history.');
  const before = entry.get('before') as Record<string, unknown> | null;
  const version = statusFrom(before);
  if (statusOn(version, today).state !== version.state) {
    throw new HttpError(409, 'That version’s until date has passed: set the status afresh.');
  }
  return version;
}

/** The water's status on `day` when it is closed then (a day ticket's day), else null. */
export async function closedOn(
  db: Firestore,
  name: string,
  day: string,
): Promise<WaterStatus | null> {
  const key = (Object.keys(WATER_KEYS) as WaterKey[]).find((each) => WATER_KEYS[each] === name);
  if (!key) return null;
  const status = statusOn(statusFrom((await db.doc(`${WATER_STATUS}/${key}`).get()).data()), day);
  return status.state === 'closed' ? status : null;
}

/** The waters closed on `today`, by name (the bailiff's check). */
export async function closedWatersOn(db: Firestore, today: string): Promise<Set<string>> {
  const snapshot = await db.collection(WATER_STATUS).get();
  const closed = new Set<string>();
  for (const doc of snapshot.docs) {
    const name = WATER_KEYS[doc.id as WaterKey];
    if (name && statusOn(statusFrom(doc.data()), today).state === 'closed') closed.add(name);
  }
  return closed;
}
