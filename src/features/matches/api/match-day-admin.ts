/**
 * The matches admins' match day calls: the draw, the weigh-in (one document per peg, saved as
 * each is entered) and publishing the results. Admin data: read fresh, never kept on the device.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { formatUtcDay } from '../../../lib/dates';
import { db } from '../../../lib/firebase';
import {
  currentEditor,
  getItemHistory,
  writeRecorded,
  type HistoryKind,
} from '../../../lib/history';
import { dateOf, numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import { positionsFromWeights, type MatchResult, type WeighInEntry } from '../match-day/positions';
import { resultRow } from '../match-day/result-rows';
import type { EarlierDraw, MatchDraw } from '../match-day/types';
import { drawFromData } from './match-day-from-data';

/** The match's draw, draft or published, or null before the first draw. */
export async function getDraw(matchId: string): Promise<MatchDraw | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.draws, matchId));
  return snapshot.exists() ? drawFromData(snapshot.data()) : null;
}

/** Names from the latest draws, for picking this match's entrants. */
export async function getEarlierEntrants(): Promise<string[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.draws), orderBy('drawnAt', 'desc'), limit(5)),
  );
  const names = snapshot.docs.flatMap((d) => drawFromData(d.data()).anglers);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

const drawRef = (matchId: string) => doc(db, COLLECTIONS.draws, matchId);

/**
 * Changes the match's draw to what `next` makes of it (null deletes it), recorded in the
 * history (src/lib/history): the entry keeps the draw as it was, so a published draw withdrawn,
 * redrawn or deleted is kept there (the page's Earlier draws, getEarlierDraws).
 */
async function changeDraw(
  matchId: string,
  kind: HistoryKind,
  next: (current: DocumentData | undefined) => DocumentData | null,
  options: { merge?: boolean } = {},
): Promise<void> {
  const editor = await currentEditor();
  const ref = drawRef(matchId);
  // A draw drawn again after a delete goes on from its last revision (ids in the history are
  // taken once): read before the transaction, used only when the draw does not exist.
  const [last] = await getItemHistory('manageMatches', ref.path);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data();
    const rev = snapshot.exists() || !last ? undefined : last.rev + 1;
    writeRecorded(
      tx,
      editor,
      snapshot,
      next(current),
      { area: 'manageMatches', kind, rev },
      options,
    );
  });
}

/** Saves a draw: a draft, a published one, or a redraw in place of a published one. */
export async function saveDraw(draw: MatchDraw): Promise<void> {
  await changeDraw(draw.matchId, draw.published ? 'publish' : 'edit', () => ({
    matchId: draw.matchId,
    anglers: draw.anglers,
    pegs: draw.pegs,
    seed: draw.seed,
    assignments: draw.assignments.map(({ angler, peg }) => ({ angler, peg })),
    published: draw.published,
    drawnAt: serverTimestamp(),
  }));
}

/** Takes a published draw off the match page: it becomes a draft again (kept in the history). */
export async function withdrawDraw(matchId: string): Promise<void> {
  await changeDraw(matchId, 'edit', () => ({ published: false }), { merge: true });
}

/** Deletes a draw, so the match can be drawn from scratch (kept in the history). */
export async function deleteDraw(matchId: string): Promise<void> {
  await changeDraw(matchId, 'delete', () => null);
}

/**
 * The draws that were published for the match and then withdrawn, redrawn or deleted, latest
 * first, read from the draw's history (each change's entry keeps the draw it replaced). A draw
 * withdrawn, published again and replaced again is the same draw (its seed): listed once.
 */
export async function getEarlierDraws(matchId: string): Promise<EarlierDraw[]> {
  const entries = await getItemHistory('manageMatches', drawRef(matchId).path);
  const seen = new Set<number>();
  return entries.flatMap((entry) => {
    if (entry.before?.published !== true) return [];
    const draw = drawFromData(entry.before);
    if (seen.has(draw.seed)) return [];
    seen.add(draw.seed);
    return [{ ...draw, replacedAt: entry.at }];
  });
}

const weighInPath = (matchId: string) => `${COLLECTIONS.matches}/${matchId}/${COLLECTIONS.weighIn}`;

export async function getWeighIns(matchId: string): Promise<WeighInEntry[]> {
  const snapshot = await getDocs(collection(db, weighInPath(matchId)));
  return snapshot.docs.map((d) => {
    const data = d.data();
    return {
      peg: numberOr(data.peg, Number(d.id)),
      angler: text(data.angler),
      weightDr: optionalNumber(data.weightDr) ?? null,
    };
  });
}

/** A peg's weight as the weigh-in outbox keeps it: `savedAt` is when it was saved on the phone. */
export interface PegWeight extends WeighInEntry {
  matchId: string;
  savedAt: number;
}

/**
 * One peg's weight (null: did not weigh), in its own document: no other peg is touched. Sent from
 * the phone's outbox, maybe long after it was saved there: a weight saved later on another phone
 * stands (read first; firestore.rules refuse it too), and this one is dropped as sent.
 */
export async function sendPegWeight(entry: PegWeight): Promise<void> {
  const ref = doc(db, weighInPath(entry.matchId), String(entry.peg));
  await runTransaction(db, async (tx) => {
    const stored = await tx.get(ref);
    const storedAt = stored.get('savedAt') as unknown;
    if (typeof storedAt === 'number' && storedAt > entry.savedAt) return;
    tx.set(ref, {
      peg: entry.peg,
      angler: entry.angler,
      weightDr: entry.weightDr,
      savedAt: entry.savedAt,
      enteredAt: serverTimestamp(),
    });
  });
}

/**
 * Publishes the results from the weigh-ins saved so far: positions computed here, written to
 * results/{matchId} (the public page and the league read it), and the winner copied onto the
 * match for the match list, in one batch.
 */
export async function publishResults(matchId: string): Promise<MatchResult[]> {
  const [match, weighIns, editor] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.matches, matchId)),
    getWeighIns(matchId),
    currentEditor(),
  ]);
  if (!match.exists()) throw new Error('That match no longer exists.');
  if (weighIns.length === 0) throw new Error('No weights have been entered yet.');
  const data = match.data();
  const tooEarly = resultsTooEarly(dateOf(data.date));
  if (tooEarly) throw new Error(tooEarly);
  const results = positionsFromWeights(weighIns);
  const winner = results[0]!;
  const change = { area: 'manageMatches', kind: 'publish', title: text(data.description) } as const;
  // Both documents and their history entries in one transaction (firestore.rules, recordedWrite).
  await runTransaction(db, async (tx) => {
    const storedMatch = await tx.get(match.ref);
    const storedResults = await tx.get(doc(db, COLLECTIONS.results, matchId));
    writeRecorded(
      tx,
      editor,
      storedResults,
      {
        matchId,
        date: data.date instanceof Timestamp ? data.date : Timestamp.fromMillis(0),
        location: text(data.location),
        description: text(data.description),
        entries: results.map(resultRow),
      },
      change,
    );
    writeRecorded(
      tx,
      editor,
      storedMatch,
      { winner: { angler: winner.angler, weightDr: winner.weightDr } },
      change,
      { merge: true },
    );
  });
  return results;
}

/**
 * Why results cannot be published yet, or undefined on and after the match's day: the match
 * date is the UTC midnight that starts it, as firestore.rules compare it (matchHasBegun).
 */
export function resultsTooEarly(matchDate: Date, now = new Date()): string | undefined {
  return matchDate > now
    ? `Results can be published from the match day, ${formatUtcDay(matchDate)}.`
    : undefined;
}
