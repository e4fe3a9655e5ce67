import type { DocumentData } from 'firebase/firestore/lite';
import { dateOf, optionalNumber, text } from '../../../lib/firestore-values';
import type { MatchWithResult } from '../types';

/**
 * A match document as the app uses it. `winner` is the published results' copy on the match
 * (results/{id} is the full list), so the match list shows it without another read.
 */
export function matchFromData(id: string, data: DocumentData): MatchWithResult {
  const winner = data.winner as DocumentData | undefined;
  return {
    id,
    date: dateOf(data.date),
    location: text(data.location),
    description: text(data.description),
    drawTime: text(data.drawTime),
    ...(winner && typeof winner.angler === 'string'
      ? { winner: { angler: winner.angler, weightDr: optionalNumber(winner.weightDr) ?? null } }
      : {}),
  };
}
