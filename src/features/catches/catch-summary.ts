import type { Catch } from './types';
import { weightText } from './weight-text';

/** A catch in one line, for its page's heading, title and link preview: "Dave Hughes's Carp, 12 lbs 4 oz". */
export function catchSummary({ memberName, fishType, fishLbs, fishOz }: Catch): string {
  const weight =
    fishLbs === undefined && fishOz === undefined ? '' : `, ${weightText(fishLbs, fishOz)}`;
  return `${memberName}'s ${fishType}${weight}`;
}
