/**
 * Firestore's managed scheduled backups, set up by `npm run deploy` as the signed-in user (the
 * Firebase CLI's own login; no key file): a daily backup kept 7 days and a weekly one (Sunday) kept
 * 14 weeks, the longest each kind may be kept (Firestore allows one daily and one weekly schedule
 * per database). Backups live beside the database, in its location, and are restored into a new
 * database (README, "Backups"). The deploy lists the schedules first and creates only what is
 * missing, so deploying again changes nothing; a schedule whose retention differs is left as it is
 * and named, since a club may have chosen it.
 */
import { spawnSync } from 'node:child_process';
import { OpsError } from '../ops/target.ts';

export interface WantedSchedule {
  recurrence: 'DAILY' | 'WEEKLY';
  dayOfWeek?: 'SUNDAY';
  /** As the Firebase CLI takes it. */
  retention: string;
  /** The same, as Firestore reports it. */
  retentionSeconds: number;
}

const DAY = 86_400;
export const WANTED_SCHEDULES: WantedSchedule[] = [
  { recurrence: 'DAILY', retention: '7d', retentionSeconds: 7 * DAY },
  { recurrence: 'WEEKLY', dayOfWeek: 'SUNDAY', retention: '14w', retentionSeconds: 98 * DAY },
];

/** A schedule as `firebase firestore:backups:schedules:list --json` reports it. */
export interface ExistingSchedule {
  name?: string;
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: { day?: string };
}

export interface SchedulePlan {
  /** Arguments for `npx firebase …`, one command each. */
  create: string[][];
  /** Existing schedules kept although their retention differs from WANTED_SCHEDULES. */
  differing: string[];
}

const kindOf = (schedule: ExistingSchedule) =>
  schedule.dailyRecurrence ? 'DAILY' : schedule.weeklyRecurrence ? 'WEEKLY' : undefined;

export function planBackupSchedules(project: string, existing: ExistingSchedule[]): SchedulePlan {
  const plan: SchedulePlan = { create: [], differing: [] };
  for (const wanted of WANTED_SCHEDULES) {
    const found = existing.find((schedule) => kindOf(schedule) === wanted.recurrence);
    if (!found) {
      plan.create.push([
        'firebase',
        'firestore:backups:schedules:create',
        '--project',
        project,
        '--database',
        '(default)',
        '--recurrence',
        wanted.recurrence,
        ...(wanted.dayOfWeek ? ['--day-of-week', wanted.dayOfWeek] : []),
        '--retention',
        wanted.retention,
        '--non-interactive',
      ]);
    } else if (found.retention !== `${wanted.retentionSeconds}s`) {
      plan.differing.push(
        `${wanted.recurrence.toLowerCase()} (${found.name ?? 'unnamed'}) keeps backups ${found.retention ?? 'an unknown time'}, not ${wanted.retention}`,
      );
    }
  }
  return plan;
}

/** The project's schedules, read with the Firebase CLI as the signed-in user. */
export function listBackupSchedules(root: string, project: string): ExistingSchedule[] {
  const args = ['firebase', 'firestore:backups:schedules:list', '--project', project, '--json'];
  const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8' });
  let parsed: { status?: string; result?: ExistingSchedule[]; error?: string } = {};
  try {
    parsed = JSON.parse(result.stdout) as typeof parsed;
  } catch {
    // Reported below.
  }
  if (result.status !== 0 || parsed.status !== 'success' || !Array.isArray(parsed.result)) {
    throw new OpsError(
      `\`npx ${args.join(' ')}\` failed (${parsed.error ?? result.stderr.trim().split('\n').at(-1) ?? 'no answer'}): the deployed site is live, but its Firestore backups are not set up; check the signed-in account is an Owner of the project (or has the Cloud Datastore Owner role), then deploy again.`,
    );
  }
  return parsed.result;
}
