/** Everything one bench run measured, as the report and the budgets read it. */
import type { Baseline } from './baseline.ts';
import type { BuildInfo } from './build-site.ts';
import type { FirestoreReads } from './firestore-meter.ts';
import type { HostingCheck } from './hosting.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Machine } from './machine.ts';
import type { CatchesMeasure } from './measure-catches.ts';
import type { ReturnMeasure } from './measure-return.ts';
import type { RouteMeasure } from './measure-route.ts';
import type { PhotoMeasure } from './photo.ts';
import type { PrecacheSize } from './precache-size.ts';
import type { BenchRoute } from './routes.ts';

export interface RouteResult extends RouteMeasure {
  route: BenchRoute;
  lighthouse?: LighthouseResult;
  /** The same page's HTML with no scripts (no-script.ts), measured in the same run. */
  noScript?: LighthouseResult;
}

export interface CatchesAtSize {
  approved: number;
  total: number;
  measure: CatchesMeasure;
  /** Every catch read in one query and filtered in the browser. */
  baseline: FirestoreReads;
}

export interface BenchResults {
  startedAt: Date;
  durationS: number;
  machine: Machine;
  load: { mean: number; max: number };
  build: BuildInfo;
  routes: RouteResult[];
  /** Repeat visit and offline, per route (measure-return.ts). */
  returns: ReturnMeasure[];
  lighthouseRuns: number;
  catches: CatchesAtSize[];
  pageSize: number;
  photo: PhotoMeasure;
  hosting: HostingCheck;
  /** The service worker's precache list (precache-size.ts). */
  precache: PrecacheSize;
  /** The client-rendered site's figures, before issue 20 (baseline.ts). */
  baseline?: Baseline;
}
