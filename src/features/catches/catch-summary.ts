import type { Catch } from './types';
import { catchOunces, weightText } from './weight-text';

/**
 * A catch in one line, for its page's heading, title and link preview: "Dave Hughes's Carp,
 * 12 lb 4 oz", or "Dave Carter's Common Carp, weight not given".
 */
export function catchSummary({ memberName, fishType, fishLbs, fishOz }: Catch): string {
  const weight =
    catchOunces(fishLbs, fishOz) === undefined ? 'weight not given' : weightText(fishLbs, fishOz);
  return `${memberName}'s ${fishType}, ${weight}`;
}
