import { describe, expect, it } from 'vitest';
import { PERMIT_CLAIMS } from '../../admin-server/test/support/permits';
import {
  ageBandProblem,
  ageOn,
  canRenew,
  inClosedSeason,
  judgePermit,
  seasonOf,
  seasonPaidFor,
  standingOn,
} from './membership';

const APRIL = { seasonStart: '04-01', seasonEnd: '03-31', renewalOpensDays: 30, graceDays: 30 };
const CALENDAR = { seasonStart: '01-01', seasonEnd: '12-31', renewalOpensDays: 30, graceDays: 30 };

describe('seasonOf', () => {
  it.each([
    ['2026-04-01', '2026-04-01', '2027-03-31'],
    ['2026-12-31', '2026-04-01', '2027-03-31'],
    ['2027-01-01', '2026-04-01', '2027-03-31'],
    ['2027-03-31', '2026-04-01', '2027-03-31'],
    ['2027-04-01', '2027-04-01', '2028-03-31'],
  ])('a season wrapping the year: %s is in %s to %s', (day, start, end) => {
    expect(seasonOf(day, APRIL)).toEqual({ start, end });
  });

  it('a calendar-year season does not wrap', () => {
    expect(seasonOf('2026-01-01', CALENDAR)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(seasonOf('2026-12-31', CALENDAR)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});

describe('seasonPaidFor', () => {
  it('pays for this season until renewal opens, then for the next', () => {
    expect(seasonPaidFor('2027-02-28', APRIL).end).toBe('2027-03-31');
    expect(seasonPaidFor('2027-03-01', APRIL)).toEqual({ start: '2027-04-01', end: '2028-03-31' });
    expect(seasonPaidFor('2027-03-31', APRIL).end).toBe('2028-03-31');
  });
});

describe('standingOn, on each boundary day', () => {
  const paid = { status: 'active' as const, paidUntil: '2027-03-31' };
  it.each([
    ['2027-02-28', 'active'],
    ['2027-03-01', 'renewalDue'], // the first day a payment pays for the next season
    ['2027-03-31', 'renewalDue'],
    ['2027-04-01', 'grace'],
    ['2027-04-30', 'grace'],
    ['2027-05-01', 'lapsed'],
  ] as const)('%s: %s', (day, standing) => {
    expect(standingOn(paid, APRIL, day)).toBe(standing);
  });

  it('agrees with seasonPaidFor: Renew shows exactly when a payment pays for the next season', () => {
    for (const day of ['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']) {
      const renews = canRenew(standingOn(paid, APRIL, day));
      expect(renews).toBe(seasonPaidFor(day, APRIL).end === '2028-03-31');
    }
  });

  it('reads any stored status but active as it is', () => {
    for (const status of ['waitingList', 'awaitingPayment', 'refunded', 'closed'] as const) {
      expect(standingOn({ status, paidUntil: '2027-03-31' }, APRIL, '2026-05-01')).toBe(status);
    }
    expect(standingOn({ status: 'active', paidUntil: null }, APRIL, '2026-05-01')).toBe('active');
  });

  it('lets renew only when due, in grace or lapsed', () => {
    expect(
      ['renewalDue', 'grace', 'lapsed', 'active', 'closed'].map((s) => canRenew(s as never)),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('closed seasons', () => {
  const settings = {
    closedSeasons: {
      'Clay End': { from: '03-15', to: '06-15' },
      Weston: { from: '11-01', to: '02-28' }, // wraps the year's end
    },
  };
  it.each([
    ['Clay End', '2026-03-14', false],
    ['Clay End', '2026-03-15', true],
    ['Clay End', '2026-06-15', true],
    ['Clay End', '2026-06-16', false],
    ['Weston', '2026-10-31', false],
    ['Weston', '2026-11-01', true],
    ['Weston', '2027-01-15', true],
    ['Weston', '2027-02-28', true],
    ['Weston', '2027-03-01', false],
    ['Warrens Green', '2026-05-01', false], // no closed season: open all year
  ] as const)('%s on %s: closed %s', (water, day, closed) => {
    expect(inClosedSeason(water, day, settings)).toBe(closed);
  });
});

describe('ages', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-06-14', '2026-06-13')).toBe(17);
    expect(ageOn('2008-06-14', '2026-06-14')).toBe(18);
  });
  it('refuses a junior of 18 and a senior under 65, with a sentence', () => {
    expect(ageBandProblem('junior', 17)).toBeNull();
    expect(ageBandProblem('junior', 18)).toMatch(/under-18s/);
    expect(ageBandProblem('junior', null)).toMatch(/date of birth/);
    expect(ageBandProblem('senior', 64)).toMatch(/65 and over/);
    expect(ageBandProblem('senior', 65)).toBeNull();
    expect(ageBandProblem('adult', null)).toBeNull();
  });
});

describe('judgePermit', () => {
  const settings = { closedSeasons: { 'Clay End': { from: '03-15', to: '06-15' } } };
  const none = new Set<string>();
  it.each([
    ['valid on its first day', 'Weston', '2026-04-01', none, { valid: true }],
    ['valid on its last day', 'Weston', '2027-03-31', none, { valid: true }],
    [
      'revoked, before anything else',
      'Weston',
      '2030-01-01',
      new Set(['p1']),
      { valid: false, reason: 'revoked' },
    ],
    ['expired the day after', 'Weston', '2027-04-01', none, { valid: false, reason: 'expired' }],
    [
      'not yet valid the day before',
      'Weston',
      '2026-03-31',
      none,
      { valid: false, reason: 'notYetValid' },
    ],
    [
      'on a water it does not name',
      'Warrens Green',
      '2026-07-01',
      none,
      { valid: false, reason: 'wrongWater' },
    ],
    [
      'in the closed season',
      'Clay End',
      '2026-05-01',
      none,
      { valid: false, reason: 'closedSeason' },
    ],
    ['after the closed season', 'Clay End', '2026-06-16', none, { valid: true }],
  ] as const)('%s', (_name, water, day, revoked, verdict) => {
    expect(judgePermit(PERMIT_CLAIMS, water, day, revoked, settings)).toEqual(verdict);
  });

  it('refuses a water closed by its status, after its own reasons, and no other water', () => {
    const closed = new Set(['Weston']);
    expect(judgePermit(PERMIT_CLAIMS, 'Weston', '2026-07-01', none, settings, closed)).toEqual({
      valid: false,
      reason: 'waterClosed',
    });
    expect(judgePermit(PERMIT_CLAIMS, 'Clay End', '2026-07-01', none, settings, closed)).toEqual({
      valid: true,
    });
    expect(judgePermit(PERMIT_CLAIMS, 'Weston', '2027-04-01', none, settings, closed)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });
});
