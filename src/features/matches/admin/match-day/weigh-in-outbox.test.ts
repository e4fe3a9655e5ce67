import { describe, expect, it, vi } from 'vitest';
import type { Queued } from '../../../../lib/outbox/outbox';
import type { PegWeight } from '../../api/match-day-admin';

vi.mock('../../api/match-day-admin', () => ({ sendPegWeight: vi.fn() }));
const { latestByPeg, unsentOf } = await import('./weigh-in-outbox');

const kept = (
  id: string,
  matchId: string,
  peg: number,
  savedAt: number,
  state: Queued<PegWeight>['state'] = 'waiting',
): Queued<PegWeight> => ({
  id,
  input: { matchId, peg, angler: 'Ann', weightDr: savedAt, savedAt },
  summary: `Peg ${peg}`,
  state,
  savedAt,
});

describe('the weights a phone keeps for a match', () => {
  it("counts this match's, not another's, and shows each peg's latest", () => {
    const all = [
      kept('a', 'm1', 1, 10),
      kept('b', 'm1', 1, 20),
      kept('c', 'm2', 1, 30),
      kept('d', 'm1', 2, 5, 'refused'),
    ];
    const unsent = unsentOf(all, 'm1');
    expect(unsent.map((entry) => entry.id)).toEqual(['a', 'b', 'd']);
    const byPeg = latestByPeg(unsent);
    expect(byPeg.get(1)?.id).toBe('b');
    expect(byPeg.get(2)?.state).toBe('refused');
  });
});
