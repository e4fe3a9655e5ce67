import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATERS, type WaterKey } from '../../../config/waters';
import { changeRecorded } from '../../../lib/history';
import type { WaterDetails } from '../types';
import { waterDetailsRef } from './read-water-details';
import { waterDetailsQuery } from './water-details';

/** Saves the water's details (waters/{key}), recorded: History and Undo like every area. */
export function saveWaterDetails(key: WaterKey, details: WaterDetails) {
  const name = WATERS.find((water) => water.key === key)?.name ?? key;
  return changeRecorded(
    waterDetailsRef(key),
    { area: 'manageWaters', kind: 'edit', title: `${name} details` },
    () => ({ ...details }),
    { merge: true, upsert: true },
  );
}

export function useSaveWaterDetails(key: WaterKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: WaterDetails) => saveWaterDetails(key, details),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterDetailsQuery(key).queryKey }),
  });
}
