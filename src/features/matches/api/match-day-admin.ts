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
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { formatUtcDay } from '../../../lib/dates';
import { db, loadAuth } from '../../../lib/firebase';
import { dateOf, numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import { positionsFromWeights, type MatchResult, type WeighInEntry } from '../match-day/positions';
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
const earlierDraws = (matchId: string) =>
  collection(db, COLLECTIONS.draws, matchId, COLLECTIONS.previousDraws);

/**
 * Changes the match's draw with `write`; a published draw is first kept, as it stands, in
 * draws/{matchId}/previous/{seed} in the same transaction (firestore.rules refuse the change
 * without that copy), so a withdrawn or redrawn draw is never lost. A copy kept earlier under
 * the same seed (the same draw, withdrawn and published again) is the same draw: it stays.
 */
async function changeDraw(
  matchId: string,
  write: (tx: Transaction, ref: DocumentReference) => void,
): Promise<void> {
  const uid = (await loadAuth()).currentUser?.uid;
  const ref = drawRef(matchId);
  await runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.published === true) {
      const kept = doc(earlierDraws(matchId), String(current.seed));
      if (!(await tx.get(kept)).exists()) {
        tx.set(kept, { ...current, replacedAt: serverTimestamp(), replacedBy: uid });
      }
    }
    write(tx, ref);
  });
}

/** Saves a draw: a draft, a published one, or a redraw in place of a published one. */
export async function saveDraw(draw: MatchDraw): Promise<void> {
  await changeDraw(draw.matchId, (tx, ref) =>
    tx.set(ref, {
      matchId: draw.matchId,
      anglers: draw.anglers,
      pegs: draw.pegs,
      seed: draw.seed,
      assignments: draw.assignments.map(({ angler, peg }) => ({ angler, peg })),
      published: draw.published,
      drawnAt: serverTimestamp(),
    }),
  );
}

/** Takes a published draw off the match page: it becomes a draft again, its copy kept. */
export async function withdrawDraw(matchId: string): Promise<void> {
  await changeDraw(matchId, (tx, ref) => tx.update(ref, { published: false }));
}

/** Deletes a draw, so the match can be drawn from scratch (a published one is kept first). */
export async function deleteDraw(matchId: string): Promise<void> {
  await changeDraw(matchId, (tx, ref) => tx.delete(ref));
}

/** The draws that were published for the match and then withdrawn or redrawn, latest first. */
export async function getEarlierDraws(matchId: string): Promise<EarlierDraw[]> {
  const snapshot = await getDocs(query(earlierDraws(matchId), orderBy('replacedAt', 'desc')));
  return snapshot.docs.map((d) => ({
    ...drawFromData(d.data()),
    replacedAt: dateOf(d.data().replacedAt),
  }));
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

/** One peg's weight (null: did not weigh), in its own document: no other peg is touched. */
export async function saveWeighIn(matchId: string, entry: WeighInEntry): Promise<void> {
  await setDoc(doc(db, weighInPath(matchId), String(entry.peg)), {
    peg: entry.peg,
    angler: entry.angler,
    weightDr: entry.weightDr,
    enteredAt: serverTimestamp(),
  });
}

/**
 * Publishes the results from the weigh-ins saved so far: positions computed here, written to
 * results/{matchId} (the public page and the league read it), and the winner copied onto the
 * match for the match list, in one batch.
 */
export async function publishResults(matchId: string): Promise<MatchResult[]> {
  const [match, weighIns] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.matches, matchId)),
    getWeighIns(matchId),
  ]);
  if (!match.exists()) throw new Error('That match no longer exists.');
  if (weighIns.length === 0) throw new Error('No weights have been entered yet.');
  const data = match.data();
  const tooEarly = resultsTooEarly(dateOf(data.date));
  if (tooEarly) throw new Error(tooEarly);
  const results = positionsFromWeights(weighIns);
  const winner = results[0]!;
  const batch = writeBatch(db);
  batch.set(doc(db, COLLECTIONS.results, matchId), {
    matchId,
    date: data.date instanceof Timestamp ? data.date : Timestamp.fromMillis(0),
    location: text(data.location),
    description: text(data.description),
    entries: results.map(({ position, angler, peg, weightDr }) => ({
      position,
      angler,
      peg,
      weightDr,
    })),
  });
  batch.update(doc(db, COLLECTIONS.matches, matchId), {
    winner: { angler: winner.angler, weightDr: winner.weightDr },
  });
  await batch.commit();
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
