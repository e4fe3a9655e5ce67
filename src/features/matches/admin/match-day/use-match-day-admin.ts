import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteDraw,
  getDraw,
  getEarlierDraws,
  getEarlierEntrants,
  getWeighIns,
  publishResults,
  saveDraw,
  saveWeighIn,
  withdrawDraw,
} from '../../api/match-day-admin';
import type { WeighInEntry } from '../../match-day/positions';
import type { MatchDraw } from '../../match-day/types';

// Admin reads live under ['admin', ...]: fetched fresh, never persisted with the public cache.
export const drawKey = (matchId: string) => ['admin', 'draw', matchId];
export const weighInKey = (matchId: string) => ['admin', 'weighIn', matchId];
const earlierDrawsKey = (matchId: string) => ['admin', 'earlierDraws', matchId];

export function useDraw(matchId: string) {
  return useQuery({ queryKey: drawKey(matchId), queryFn: () => getDraw(matchId) });
}

export function useEarlierEntrants() {
  return useQuery({ queryKey: ['admin', 'entrants'], queryFn: getEarlierEntrants });
}

/** Published draws withdrawn or redrawn, kept: the draw's history. */
export function useEarlierDraws(matchId: string) {
  return useQuery({ queryKey: earlierDrawsKey(matchId), queryFn: () => getEarlierDraws(matchId) });
}

// After a change to a draw: the public page's draw and the kept earlier ones are read again.
const drawChanged = (client: ReturnType<typeof useQueryClient>, matchId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['draws', 'published', matchId] }),
    client.invalidateQueries({ queryKey: earlierDrawsKey(matchId) }),
  ]);

export function useSaveDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraw,
    onSuccess: (_, draw: MatchDraw) => {
      client.setQueryData(drawKey(draw.matchId), draw);
      return drawChanged(client, draw.matchId);
    },
  });
}

/** Takes the published draw off the match page; the page then shows it as a draft. */
export function useWithdrawDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawDraw,
    onSuccess: (_, matchId: string) => {
      client.setQueryData<MatchDraw | null>(drawKey(matchId), (old) =>
        old ? { ...old, published: false } : old,
      );
      return drawChanged(client, matchId);
    },
  });
}

/** Deletes the draw; the page then shows an empty form (the cached draw becomes null). */
export function useDeleteDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDraw,
    onSuccess: (_, matchId: string) => {
      client.setQueryData(drawKey(matchId), null);
      return drawChanged(client, matchId);
    },
  });
}

export function useWeighIns(matchId: string) {
  return useQuery({ queryKey: weighInKey(matchId), queryFn: () => getWeighIns(matchId) });
}

/** Saves one peg and puts it in the cached list; the other pegs' cards keep what they show. */
export function useSaveWeighIn(matchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: WeighInEntry) => saveWeighIn(matchId, entry),
    onSuccess: (_, entry) =>
      client.setQueryData<WeighInEntry[]>(weighInKey(matchId), (old = []) => [
        ...old.filter((e) => e.peg !== entry.peg),
        entry,
      ]),
  });
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
