import type { Season } from '../../match-day/types';

export interface SeasonFields {
  name: string;
  start: string;
  end: string;
  scheme: 'byPosition' | 'fixed';
  fixedPoints: string;
  bestOf: string;
}

/** A season id from its name: "2026 Summer League" -> "2026-summer-league". */
export function seasonId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** The typed fields as a season, or the sentence saying what to fix. Dates are UTC days. */
export function seasonFromFields(
  fields: SeasonFields,
): { ok: true; season: Season } | { ok: false; message: string } {
  const name = fields.name.trim();
  if (!name || !seasonId(name)) return { ok: false, message: 'Give the season a name.' };
  const start = new Date(`${fields.start}T00:00:00Z`);
  const end = new Date(`${fields.end}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return { ok: false, message: 'Choose the first and last day of the season.' };
  }
  // The last day counts: the season ends at the following midnight.
  const endExclusive = new Date(end.getTime() + 24 * 60 * 60 * 1000);
  if (endExclusive <= start) return { ok: false, message: 'The season must end after it starts.' };
  let table: number[] = [];
  if (fields.scheme === 'fixed') {
    const parts = fields.fixedPoints.split(/[,\s]+/).filter(Boolean);
    if (parts.length === 0 || parts.some((p) => !/^\d{1,4}$/.test(p))) {
      return { ok: false, message: 'Write the points for 1st, 2nd, … as numbers: 20, 18, 16.' };
    }
    table = parts.map(Number);
  }
  const bestOf = fields.bestOf.trim();
  if (bestOf && (!/^\d{1,3}$/.test(bestOf) || Number(bestOf) < 1 || Number(bestOf) > 100)) {
    return { ok: false, message: 'Best N must be a whole number from 1 to 100, or left empty.' };
  }
  return {
    ok: true,
    season: {
      id: seasonId(name),
      name,
      start,
      end: endExclusive,
      scheme: fields.scheme === 'fixed' ? { kind: 'fixed', table } : { kind: 'byPosition' },
      bestOf: bestOf ? Number(bestOf) : null,
    },
  };
}
