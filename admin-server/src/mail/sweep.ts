/**
 * The news the admin server learns of afterwards: a catch approved or not, results published, a
 * match added are browser writes (firestore.rules, each recorded in `history`), so no server code
 * runs when they happen. The sweep reads the history written since its last run and queues each
 * event's email (mail/events.ts). The outbox's ids make it once per event however often the same
 * entry is read again, so each run goes back a little before its mark (a write committed while
 * the last run read is not missed).
 * Run with the sender: every minute on Cloud Functions, every few seconds in the dev stack.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { clubToday } from '../../../src/config/club-time.ts';
import { mailCatchDecision, mailMatchAnnounced, mailResultsPublished } from './events.ts';

const SWEEP_STATE = 'mailState/sweep';
/** How far before its mark a run reads again. */
const OVERLAP_MS = 5 * 60_000;
/** A first run (no mark yet) looks back this far: no email about last year's catches. */
const FIRST_LOOK_BACK_MS = 60 * 60_000;
const PAGE = 300;

export interface SweepReport {
  entries: number;
  catches: number;
  results: number;
  matches: number;
}

type Outcome = { approved: true } | { approved: false; reason: string } | null;

/** Approved once public; not approved once a catches admin gave a reason; else still waiting. */
export function catchOutcome(data: Record<string, unknown> | null | undefined): Outcome {
  if (!data) return null;
  if (data.isPublic === true) return { approved: true };
  const reason =
    data.notApprovedReason ?? (data.notApproved as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? { approved: false, reason } : null;
}

const same = (a: Outcome, b: Outcome) => a?.approved === b?.approved;

export async function mailSweep(db: Firestore, now = new Date()): Promise<SweepReport> {
  const state = db.doc(SWEEP_STATE);
  const mark = (await state.get()).get('historyAt') as Timestamp | undefined;
  const since = mark
    ? Timestamp.fromMillis(mark.toMillis() - OVERLAP_MS)
    : Timestamp.fromMillis(now.getTime() - FIRST_LOOK_BACK_MS);
  const report: SweepReport = { entries: 0, catches: 0, results: 0, matches: 0 };

  // A catch decided: the entry's `before` is the catch before the change, the document now is
  // after it (or after a later change): an email only when the outcome is new, so correcting an
  // approved catch's weight says nothing.
  const catches = new Map<string, Outcome>();
  const results = new Set<string>();
  const matches = new Set<string>();
  // The next run starts from now (less the overlap), or from the latest entry read if later.
  let latest = Timestamp.fromDate(now);
  let page = db.collection('history').where('at', '>', since).orderBy('at').limit(PAGE);
  for (;;) {
    const entries = await page.get();
    for (const entry of entries.docs) {
      report.entries++;
      const [collection, id] = String(entry.get('path')).split('/');
      const kind = entry.get('kind') as string;
      if (collection === 'catches' && id && kind !== 'delete') {
        const before = catchOutcome(entry.get('before') as Record<string, unknown> | null);
        // The earliest entry of the run says what the catch was before the run's changes.
        if (!catches.has(id)) catches.set(id, before);
      } else if (collection === 'results' && id && kind === 'publish') results.add(id);
      else if (collection === 'matches' && id && kind === 'create') matches.add(id);
      const at = entry.get('at') as Timestamp;
      if (at.toMillis() > latest.toMillis()) latest = at;
    }
    if (entries.size < PAGE) break;
    page = page.startAfter(entries.docs[entries.size - 1]!);
  }

  for (const [catchId, before] of catches) {
    const caught = await db.doc(`catches/${catchId}`).get();
    const after = catchOutcome(caught.data());
    const ownerUid = caught.get('ownerUid') as unknown;
    if (!after || same(before, after) || typeof ownerUid !== 'string' || !ownerUid) continue;
    const owner = await db.collection('clubMembers').where('uid', '==', ownerUid).limit(1).get();
    const memberId = owner.docs[0]?.id;
    if (!memberId) continue; // a catch of someone who is not a member: no one to tell
    if (await mailCatchDecision(db, { catchId, memberId, ...after })) report.catches++;
  }
  for (const matchId of results)
    report.results += (await mailResultsPublished(db, matchId)).filter(Boolean).length;
  const today = clubToday(now);
  for (const matchId of matches)
    report.matches += (await mailMatchAnnounced(db, matchId, today)).filter(Boolean).length;

  await state.set({ historyAt: latest, ranAt: Timestamp.fromDate(now) });
  return report;
}
