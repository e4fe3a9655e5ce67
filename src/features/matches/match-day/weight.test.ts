import { describe, expect, it } from 'vitest';
import { formatWeight, parseWeight, toDrams, toParts, weightFromParts } from './weight';

describe('weights in lb, oz and dr', () => {
  it('16 dr make an ounce and 16 oz a pound', () => {
    expect(toDrams({ lb: 0, oz: 1, dr: 0 })).toBe(16);
    expect(toDrams({ lb: 1, oz: 0, dr: 0 })).toBe(256);
    // 12 lb 8 oz 4 dr = 12*256 + 8*16 + 4 = 3072 + 128 + 4
    expect(toDrams({ lb: 12, oz: 8, dr: 4 })).toBe(3204);
    expect(toParts(3204)).toEqual({ lb: 12, oz: 8, dr: 4 });
  });

  it('adds across the carries: 5-15-15 + 0-00-01 = 6-00-00', () => {
    const sum = toDrams({ lb: 5, oz: 15, dr: 15 }) + toDrams({ lb: 0, oz: 0, dr: 1 });
    expect(formatWeight(sum)).toBe('6-00-00');
  });

  it('formats as the usual "12-08-04", zero as "0-00-00"', () => {
    expect(formatWeight(3204)).toBe('12-08-04');
    expect(formatWeight(0)).toBe('0-00-00');
    expect(formatWeight(toDrams({ lb: 103, oz: 0, dr: 9 }))).toBe('103-00-09');
  });

  it('parses the usual form and its short forms', () => {
    expect(parseWeight('12-08-04')).toEqual({ ok: true, drams: 3204 });
    expect(parseWeight(' 12-8-4 ')).toEqual({ ok: true, drams: 3204 });
    expect(parseWeight('12-08')).toEqual({ ok: true, drams: 3200 });
    expect(parseWeight('12')).toEqual({ ok: true, drams: 3072 });
  });

  it('refuses out-of-range or unreadable parts with a sentence', () => {
    expect(parseWeight('12-16-00')).toEqual({
      ok: false,
      message: 'Ounces go from 0 to 15.',
      part: 'oz',
    });
    expect(parseWeight('12-00-16')).toEqual({
      ok: false,
      message: 'Drams go from 0 to 15.',
      part: 'dr',
    });
    expect(parseWeight('twelve')).toMatchObject({ ok: false });
    expect(parseWeight('')).toMatchObject({ ok: false });
    expect(parseWeight('1-2-3-4')).toMatchObject({ ok: false });
    expect(weightFromParts('-1', '0', '0')).toMatchObject({ ok: false });
    expect(weightFromParts('1.5', '', '')).toMatchObject({ ok: false, part: 'lb' });
    // The part a form shows the sentence beside: the first that is not a whole number.
    expect(weightFromParts('1', 'x', '2.5')).toEqual({
      ok: false,
      message: 'Pounds, ounces and drams must be whole numbers.',
      part: 'oz',
    });
  });

  it('reads blank parts as zero', () => {
    expect(weightFromParts('3', '', '')).toEqual({ ok: true, drams: 768 });
    expect(weightFromParts('', '', '')).toEqual({ ok: true, drams: 0 });
  });

  it('round-trips every weight up to 20 lb', () => {
    for (let drams = 0; drams < 20 * 256; drams += 1) {
      expect(parseWeight(formatWeight(drams))).toEqual({ ok: true, drams });
    }
  });
});
