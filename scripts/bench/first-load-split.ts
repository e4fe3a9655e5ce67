/**
 * A route's first-load JavaScript split as issue 12 asks: the floor (react, react-dom, the router,
 * the MUI components used with emotion, Firebase lite, and what those bring along), which no change
 * to the app's own code removes, and the app's share on top (its own code and every other package,
 * TanStack Query included). Also what the offline features put in the first load: the service
 * worker registration (workbox-window, src/app/offline), the HEIC decoder (heic-to) and the
 * catch outbox (src/features/catches/outbox), which should all load on demand.
 */
import type { ChunkInfo } from './build-site.ts';

export const FLOOR_PACKAGE =
  /^(react|react-dom|scheduler|react-is|react-router|react-router-dom|react-transition-group|firebase|@firebase\/.+|idb|@mui\/.+|@emotion\/.+|stylis|hoist-non-react-statics|clsx|@babel\/runtime|@popperjs\/core)$/;

const OFFLINE_EXTRA =
  /^(workbox-window|heic-to|src\/features\/offline|src\/features\/catches\/outbox)$/;

export interface FirstLoadSplit {
  floor: number;
  app: number;
  offlineExtras: number;
  /** The app share's largest parts, largest first. */
  appParts: [string, number][];
}

export function splitFirstLoad(files: ChunkInfo[]): FirstLoadSplit {
  const split: FirstLoadSplit = { floor: 0, app: 0, offlineExtras: 0, appParts: [] };
  const app: Record<string, number> = {};
  for (const file of files) {
    for (const [part, bytes] of Object.entries(file.parts)) {
      if (FLOOR_PACKAGE.test(part)) split.floor += bytes;
      else {
        split.app += bytes;
        app[part] = (app[part] ?? 0) + bytes;
      }
      if (OFFLINE_EXTRA.test(part)) split.offlineExtras += bytes;
    }
  }
  split.appParts = Object.entries(app).sort((a, b) => b[1] - a[1]);
  return split;
}
