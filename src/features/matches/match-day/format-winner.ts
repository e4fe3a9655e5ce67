import type { MatchWinner } from '../types';
import { poundsOuncesDrams } from '../../../lib/weight-words';

/** "Won by Ann Smith, 12 lb 8 oz 4 dr" (or "no weight" when nobody weighed). */
export function formatWinner(winner: MatchWinner): string {
  return `Won by ${winner.angler}, ${winner.weightDr === null ? 'no weight' : poundsOuncesDrams(winner.weightDr)}`;
}
