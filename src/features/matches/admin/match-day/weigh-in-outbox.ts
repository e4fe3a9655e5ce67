/**
 * The match day's outbox of weights (issue 34, point 2): each peg saved goes to IndexedDB on the
 * phone first, then to the club's server when there is a signal (the shared outbox, lib/outbox,
 * as the members' catches use it).
 *
 * Why an explicit IndexedDB outbox and not Firestore's offline persistence: the app talks to
 * Firestore through `firebase/firestore/lite`, which has no persistence at all; the full SDK's
 * persistent cache would add its weight to every admin page, and its pending writes are only sent
 * by a page that starts the full SDK again with the same cache, while the page itself (the draw,
 * admin reads kept fresh) cannot load with no signal. The outbox's entries survive a reload, a
 * closed tab and a flat battery's restart, are shown peg by peg ("saved on this phone"), and are
 * sent, oldest first, by the next Weigh-in page opened with a signal.
 */
import { useSyncExternalStore } from 'react';
import { gotNoAnswer, hasConnection, noAnswer, onConnection } from '../../../../lib/connection';
import { errorMessage } from '../../../../lib/error-message';
import { newId } from '../../../../lib/outbox/new-id';
import { createOutbox, type Queued } from '../../../../lib/outbox/outbox';
import { indexedDbOutboxStore } from '../../../../lib/outbox/outbox-store';
import { sendPegWeight, type PegWeight } from '../../api/match-day-admin';

const sentListeners = new Set<(weight: PegWeight) => void>();

export const weighInOutbox = createOutbox<PegWeight>({
  store: indexedDbOutboxStore<PegWeight>('pac-weigh-in-outbox', 'pegs'),
  send: async (input) => {
    try {
      await sendPegWeight(input);
    } catch (error) {
      // One bar, nothing getting through: counted offline, checked until the line works again.
      if (gotNoAnswer(error)) noAnswer();
      throw error;
    }
  },
  summarize: (input) => `Peg ${input.peg}`,
  describe: (error) => errorMessage(error),
  isOnline: hasConnection,
  newId,
  // The club's copy is the truth once sent: the line goes, and the page's weigh-in takes it.
  keepSent: false,
  onSent: (input) => sentListeners.forEach((listener) => listener(input)),
  exclusive: async (work) => {
    if (typeof navigator !== 'undefined' && navigator.locks)
      await navigator.locks.request('pac-weigh-in-outbox', work);
    else await work();
  },
});

/** Called with each weight sent (the page puts it in its cached weigh-in); returns an unsubscribe. */
export function onWeightSent(listener: (weight: PegWeight) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let started = false;

/** Loads what this phone keeps, sends it, and sends again whenever the connection comes back. */
export function startWeighInOutbox(): void {
  if (started) return;
  started = true;
  onConnection(() => void weighInOutbox.flush());
  void weighInOutbox.refresh().then(() => weighInOutbox.flush());
}

/** Keeps a peg's weight on the phone and sends it if there is a signal; resolves once kept. */
export async function keepPegWeight(weight: Omit<PegWeight, 'savedAt'>): Promise<void> {
  await weighInOutbox.queue({ ...weight, savedAt: Date.now() });
  // A weight the server refused for this peg is replaced by the one just saved.
  const refused = weighInOutbox
    .getSnapshot()
    .filter(
      ({ input, state }) =>
        state === 'refused' && input?.matchId === weight.matchId && input.peg === weight.peg,
    );
  for (const entry of refused) await weighInOutbox.remove(entry.id);
  void weighInOutbox.flush();
}

/** This match's weights kept on the phone and not sent yet (waiting, being sent or refused). */
export function unsentOf(kept: readonly Queued<PegWeight>[], matchId: string): Queued<PegWeight>[] {
  return kept.filter((entry) => entry.input?.matchId === matchId && entry.state !== 'sent');
}

/** The latest weight this phone keeps for each peg of the match, by peg. */
export function latestByPeg(unsent: readonly Queued<PegWeight>[]): Map<number, Queued<PegWeight>> {
  const byPeg = new Map<number, Queued<PegWeight>>();
  for (const entry of unsent) {
    const peg = entry.input!.peg;
    const known = byPeg.get(peg);
    if (!known || known.savedAt <= entry.savedAt) byPeg.set(peg, entry);
  }
  return byPeg;
}

export function useKeptWeights(): readonly Queued<PegWeight>[] {
  return useSyncExternalStore(
    weighInOutbox.subscribe,
    weighInOutbox.getSnapshot,
    weighInOutbox.getSnapshot,
  );
}
