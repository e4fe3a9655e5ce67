import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { collectionApi } from '../../../../components/admin/collection-api';
import { COLLECTIONS } from '../../../../config/constants';
import {
  deleteDraw,
  getDraw,
  getEarlierDraws,
  getEarlierEntrants,
  getWeighIns,
  publishResults,
  saveDraw,
} from '../../api/match-day-admin';
import type { WeighInEntry } from '../../match-day/positions';
import type { MatchDraw } from '../../match-day/types';
import { onWeightSent, startWeighInOutbox } from './weigh-in-outbox';

// Admin reads live under ['admin', ...]: fetched fresh, never persisted with the public cache.
export const drawKey = (matchId: string) => ['admin', 'draw', matchId];
export const weighInKey = (matchId: string) => ['admin', 'weighIn', matchId];
const earlierDrawsKey = (matchId: string) => ['admin', 'earlierDraws', matchId];

/** The match's draw, draft or published, or null before the first draw. */
const drawQuery = (matchId: string) =>
  queryOptions({ queryKey: drawKey(matchId), queryFn: () => getDraw(matchId) });

export function useDraw(matchId: string) {
  return useQuery(drawQuery(matchId));
}

export function useEarlierEntrants() {
  return useQuery({ queryKey: ['admin', 'entrants'], queryFn: getEarlierEntrants });
}

/** Published draws withdrawn or redrawn, kept: the draw's history. */
export function useEarlierDraws(matchId: string) {
  return useQuery({ queryKey: earlierDrawsKey(matchId), queryFn: () => getEarlierDraws(matchId) });
}

/**
 * A match's draw as the kit runs it (collection-api.ts): a collection of at most one row, the
 * draft or published draw. Every change is recorded (match-day-admin.ts), so a deleted draft
 * goes to Recently deleted; after each write the kit reads again the draw, the match page's copy
 * and the earlier draws. A withdraw is the kit's `run` with withdrawDraw.
 */
export const drawCollection = (matchId: string) =>
  collectionApi({
    list: drawQuery(matchId),
    rows: (draw) => (draw ? [draw] : []),
    noun: 'draw',
    name: (draw: MatchDraw) => `the draw of ${draw.anglers.length} anglers`,
    create: saveDraw,
    update: (_, draw: MatchDraw) => saveDraw(draw),
    remove: (draw) => deleteDraw(draw.matchId),
    history: { area: 'manageMatches', path: () => `${COLLECTIONS.draws}/${matchId}` },
    invalidates: [['draws', 'published', matchId], earlierDrawsKey(matchId)],
  });

export function useWeighIns(matchId: string) {
  return useQuery({ queryKey: weighInKey(matchId), queryFn: () => getWeighIns(matchId) });
}

/**
 * Starts the phone's weigh-in outbox (weigh-in-outbox.ts) and puts each weight it sends for this
 * match in the cached weigh-in, so the other pegs' cards keep what they show.
 */
export function useWeighInOutbox(matchId: string) {
  const client = useQueryClient();
  useEffect(() => {
    startWeighInOutbox();
    return onWeightSent((sent) => {
      if (sent.matchId !== matchId) return;
      const entry: WeighInEntry = { peg: sent.peg, angler: sent.angler, weightDr: sent.weightDr };
      client.setQueryData<WeighInEntry[]>(weighInKey(matchId), (old = []) => [
        ...old.filter((e) => e.peg !== entry.peg),
        entry,
      ]);
    });
  }, [client, matchId]);
}

export function usePublishResults(matchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishResults(matchId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['results'] }),
        client.invalidateQueries({ queryKey: ['matches'] }),
      ]),
  });
}
