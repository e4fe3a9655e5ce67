/**
 * A waters admin's status change: the admin server is the status's one writer (it records the
 * change and emails the members: docs/email.md, "Water status").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaterStatus } from '../../../config/water-status';
import type { WaterKey } from '../../../config/waters';
import { callAdminServer } from '../../../lib/admin-server';
import { waterStatusesQuery } from './get-water-status';

const statusPath = (key: WaterKey) => `/api/waters/${encodeURIComponent(key)}/status`;

export function setWaterStatus(key: WaterKey, status: WaterStatus) {
  return callAdminServer<{ rev: number }>(statusPath(key), {
    method: 'PUT',
    body: JSON.stringify(status),
  });
}

/** Puts back the status as it was at revision `rev` (the version the change to rev + 1 replaced). */
export function restoreWaterStatus(key: WaterKey, rev: number) {
  return callAdminServer<{ rev: number }>(`${statusPath(key)}/restore`, {
    method: 'POST',
    body: JSON.stringify({ rev }),
  });
}

export function useSetWaterStatus(key: WaterKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: WaterStatus) => setWaterStatus(key, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterStatusesQuery.queryKey }),
  });
}
