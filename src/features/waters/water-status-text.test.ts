import { describe, expect, it } from 'vitest';
import { statusFrom, statusOn, type WaterStatus } from '../../config/water-status';
import { matchWaterStatus, statusHeadline, waterOfLocation } from './water-status-text';

const closed: WaterStatus = { state: 'closed', reason: 'Flooding', until: '2026-12-05' };

describe('a water status as shown', () => {
  it('holds through its until-date and is open the day after, with no one editing it', () => {
    expect(statusOn(closed, '2026-12-05')).toBe(closed);
    expect(statusOn(closed, '2026-12-06')).toEqual({ state: 'open', reason: '', until: null });
    expect(statusOn({ ...closed, until: null }, '2030-01-01').state).toBe('closed');
    expect(statusOn(undefined, '2026-12-01').state).toBe('open');
  });

  it('reads anything stored that is not a status as open', () => {
    expect(statusFrom({ state: 'flooded' }).state).toBe('open');
    expect(statusFrom({ state: 'closed', reason: 'Ice', until: 'soon' })).toEqual({
      state: 'closed',
      reason: 'Ice',
      until: null,
    });
  });

  it('says it in words, the until-date en-GB', () => {
    expect(statusHeadline(closed)).toBe('Closed until Sat 5 December');
    expect(statusHeadline({ state: 'restricted', reason: 'Works', until: null })).toBe(
      'Restricted',
    );
    expect(statusHeadline({ state: 'open', reason: '', until: null })).toBe('Open');
  });
});

describe("a match's flag", () => {
  const statuses = { weston: closed };
  it('flags a match to come on a water closed that day, by its location', () => {
    expect(waterOfLocation('Weston Lake')).toBe('weston');
    expect(matchWaterStatus(statuses, 'Weston', '2026-12-05', '2026-12-01')).toBe(closed);
  });

  it('does not flag a past match, a match after the until-date, or another water', () => {
    expect(matchWaterStatus(statuses, 'Weston', '2026-11-30', '2026-12-01')).toBeNull();
    expect(matchWaterStatus(statuses, 'Weston', '2026-12-06', '2026-12-01')).toBeNull();
    expect(matchWaterStatus(statuses, 'Clay End', '2026-12-05', '2026-12-01')).toBeNull();
    expect(matchWaterStatus(statuses, 'The canal', '2026-12-05', '2026-12-01')).toBeNull();
  });
});
