/**
 * The matches admins' match day calls: the draw, the weigh-in (one document per peg, saved as
 * each is entered) and publishing the results. Admin data: read fresh, never kept on the device.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../../config/constants';
import { db } from '../../../lib/firebase';
import { numberOr, optionalNumber, text } from '../../../lib/firestore-values';
import { positionsFromWeights, type MatchResult, type WeighInEntry } from '../match-day/positions';
import type { MatchDraw } from '../match-day/types';
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

/** Saves a draw (a draft, or publishes it); the rules refuse to change a published one. */
export async function saveDraw(draw: MatchDraw): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.draws, draw.matchId), {
    matchId: draw.matchId,
    anglers: draw.anglers,
    pegs: draw.pegs,
    seed: draw.seed,
    assignments: draw.assignments.map(({ angler, peg }) => ({ angler, peg })),
    published: draw.published,
    drawnAt: serverTimestamp(),
  });
}

/** Deletes a draw, so the match can be drawn from scratch (the UI offers it for drafts). */
export async function deleteDraw(matchId: string): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.draws, matchId));
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
  const results = positionsFromWeights(weighIns);
  const data = match.data();
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
