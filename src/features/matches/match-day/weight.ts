/**
 * Match weights in pounds, ounces and drams (16 dr = 1 oz, 16 oz = 1 lb), kept as one whole number
 * of drams so adding, comparing and storing never meet fractions. "12-08-04" is 12 lb 8 oz 4 dr.
 */
export const DRAMS_PER_OUNCE = 16;
export const OUNCES_PER_POUND = 16;
export const DRAMS_PER_POUND = DRAMS_PER_OUNCE * OUNCES_PER_POUND;
/** No match net weighs more than this (rules validate the same bound: 999 lb). */
export const MAX_WEIGHT_DR = 999 * DRAMS_PER_POUND + 15 * DRAMS_PER_OUNCE + 15;

export interface WeightParts {
  lb: number;
  oz: number;
  dr: number;
}

export function toDrams({ lb, oz, dr }: WeightParts): number {
  return lb * DRAMS_PER_POUND + oz * DRAMS_PER_OUNCE + dr;
}

export function toParts(drams: number): WeightParts {
  return {
    lb: Math.floor(drams / DRAMS_PER_POUND),
    oz: Math.floor((drams % DRAMS_PER_POUND) / DRAMS_PER_OUNCE),
    dr: drams % DRAMS_PER_OUNCE,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The usual form: "12-08-04" (pounds unpadded, ounces and drams two digits). */
export function formatWeight(drams: number): string {
  const { lb, oz, dr } = toParts(drams);
  return `${lb}-${two(oz)}-${two(dr)}`;
}

export type ParsedWeight =
  | { ok: true; drams: number }
  /** `part`: the part the message is about, for a form to show it beside that field. */
  | { ok: false; message: string; part: keyof WeightParts };

/**
 * Reads the parts an admin typed (each may be blank, meaning 0). A sentence, not a number, when a
 * part is not a whole number or is out of range, so nothing wrong is ever saved.
 */
export function weightFromParts(lb: string, oz: string, dr: string): ParsedWeight {
  const parts = [lb, oz, dr].map((part) => part.trim());
  const notNumber = parts.findIndex((part) => part !== '' && !/^\d{1,3}$/.test(part));
  if (notNumber >= 0) {
    const part = (['lb', 'oz', 'dr'] as const)[notNumber]!;
    return { ok: false, message: 'Pounds, ounces and drams must be whole numbers.', part };
  }
  const [pounds, ounces, drams] = parts.map((part) => (part === '' ? 0 : Number(part))) as [
    number,
    number,
    number,
  ];
  if (ounces >= OUNCES_PER_POUND) {
    return { ok: false, message: 'Ounces go from 0 to 15.', part: 'oz' };
  }
  if (drams >= DRAMS_PER_OUNCE) return { ok: false, message: 'Drams go from 0 to 15.', part: 'dr' };
  return { ok: true, drams: toDrams({ lb: pounds, oz: ounces, dr: drams }) };
}

/** Reads "12-08-04" (or "12-8-4", "12-08", "12"). */
export function parseWeight(textValue: string): ParsedWeight {
  const parts = textValue.trim().split('-');
  if (parts.length > 3 || parts[0] === '') {
    return {
      ok: false,
      message: 'Write the weight as pounds-ounces-drams, e.g. 12-08-04.',
      part: 'lb',
    };
  }
  return weightFromParts(parts[0] ?? '', parts[1] ?? '', parts[2] ?? '');
}
