import { describe, expect, it } from 'vitest';
import { seasonFromFields, seasonId, type SeasonFields } from './season-form';

const fields: SeasonFields = {
  name: '2026 League',
  start: '2026-01-01',
  end: '2026-12-31',
  scheme: 'byPosition',
  fixedPoints: '',
  bestOf: '8',
};

describe('seasonFromFields', () => {
  it('makes a season whose last day counts (it ends at the next midnight)', () => {
    expect(seasonFromFields(fields)).toEqual({
      ok: true,
      season: {
        id: '2026-league',
        name: '2026 League',
        start: new Date('2026-01-01T00:00:00Z'),
        end: new Date('2027-01-01T00:00:00Z'),
        scheme: { kind: 'byPosition' },
        bestOf: 8,
      },
    });
  });

  it('reads a fixed points table, and an empty best N as "every match"', () => {
    const made = seasonFromFields({
      ...fields,
      scheme: 'fixed',
      fixedPoints: '20, 18 16',
      bestOf: '',
    });
    expect(made).toMatchObject({
      ok: true,
      season: { scheme: { kind: 'fixed', table: [20, 18, 16] }, bestOf: null },
    });
  });

  it('answers a sentence for each mistake', () => {
    expect(seasonFromFields({ ...fields, name: ' ' })).toMatchObject({ ok: false });
    expect(seasonFromFields({ ...fields, end: '2025-01-01' })).toEqual({
      ok: false,
      message: 'The season must end after it starts.',
    });
    expect(seasonFromFields({ ...fields, start: '' })).toMatchObject({ ok: false });
    expect(seasonFromFields({ ...fields, scheme: 'fixed', fixedPoints: 'ten' })).toMatchObject({
      ok: false,
    });
    expect(seasonFromFields({ ...fields, bestOf: '0' })).toMatchObject({ ok: false });
  });

  it('ids are the name in lower case with dashes', () => {
    expect(seasonId(' Winter League 2026/27 ')).toBe('winter-league-2026-27');
  });
});
