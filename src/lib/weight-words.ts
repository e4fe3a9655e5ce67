/**
 * Weights as people read and say them (issue 35, item 7): "22 lb 14 oz", with the unit on every
 * part ("lb" is its own plural), and drams only where they were weighed: match weights, whose
 * weigh-in is in pounds, ounces and drams ("12 lb 8 oz 4 dr"). Under a pound the pounds are left
 * out ("9 oz"). A catch weighed at nothing was not weighed (the old form stored 0 lb 0 oz for a
 * blank weight): it reads as no weight, never "0 lb 0 oz".
 */
export const OUNCES_PER_POUND = 16;
export const DRAMS_PER_OUNCE = 16;

/** "22 lb 14 oz", "9 oz"; `null` for no weight (none given, or 0 lb 0 oz). */
export function poundsOunces(totalOunces: number | undefined): string | null {
  if (totalOunces === undefined || !Number.isFinite(totalOunces) || totalOunces <= 0) return null;
  const lb = Math.floor(totalOunces / OUNCES_PER_POUND);
  const oz = totalOunces % OUNCES_PER_POUND;
  return lb > 0 ? `${lb} lb ${oz} oz` : `${oz} oz`;
}

/** A match weight in drams: "12 lb 8 oz 4 dr", "3 lb 0 oz 0 dr", "6 oz 2 dr". */
export function poundsOuncesDrams(drams: number): string {
  const dr = drams % DRAMS_PER_OUNCE;
  const ounces = Math.floor(drams / DRAMS_PER_OUNCE);
  const lb = Math.floor(ounces / OUNCES_PER_POUND);
  const oz = ounces % OUNCES_PER_POUND;
  return lb > 0 ? `${lb} lb ${oz} oz ${dr} dr` : `${oz} oz ${dr} dr`;
}
