import type { MatchWinner } from '../types';
import { formatWeight } from './weight';

/** "Won by Ann Smith, 12-08-04" (or "no weight" when nobody weighed). */
export function formatWinner(winner: MatchWinner): string {
  return `Won by ${winner.angler}, ${winner.weightDr === null ? 'no weight' : formatWeight(winner.weightDr)}`;
}
