import { poundsOunces } from '../../lib/weight-words';

/** What a catch's weight cell says when no weight was given (docs/product-spec.md §5). */
export const NO_WEIGHT_TEXT = 'Not Provided';

/** A catch's weight in ounces, or undefined when none was given (blank, or 0 lb 0 oz). */
export function catchOunces(lbs?: number, oz?: number): number | undefined {
  if (lbs === undefined && oz === undefined) return undefined;
  const total = (lbs ?? 0) * 16 + (oz ?? 0);
  return total > 0 ? total : undefined;
}

/**
 * A catch's weight, the one formatter of the public and admin screens: "12 lb 4 oz", "9 oz", or
 * "Not Provided" when no weight was given (docs/product-spec.md §5), 0 lb 0 oz included.
 */
export function weightText(lbs?: number, oz?: number): string {
  return poundsOunces(catchOunces(lbs, oz)) ?? NO_WEIGHT_TEXT;
}
