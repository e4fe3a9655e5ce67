import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore, createAdmin } from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { addMatch, deleteMatch } from './matches-collection';
import { getItemHistory } from '../../../lib/history';
import { addMatchRule } from './add-match-rule';
import { getMatchRules } from './read-match-rules';
import { getMatches } from './get-matches';
import { updateMatchRule } from './update-match-rule';

// The app's api modules signed in as a manageMatches admin, against the real firestore.rules.
describe('matches admin api against the emulators', () => {
  let matchesAdmin: { email: string; password: string };
  let otherAdmin: { email: string; password: string };

  beforeAll(async () => {
    await clearFirestore();
    matchesAdmin = await createAdmin('matches-int-admin', { manageMatches: true });
    otherAdmin = await createAdmin('matches-int-other', { manageContent: true });
  });
  beforeEach(() => signIn(matchesAdmin.email, matchesAdmin.password));
  afterAll(() => signOut());

  it('adds a match with its date stored as a Timestamp, and deletes it', async () => {
    const date = new Date(Date.UTC(2027, 2, 14));
    const id = await addMatch({
      description: 'Spring Open',
      location: 'Weston',
      drawTime: '08:00',
      date,
    });
    const stored = (await adminDb().doc(`matches/${id}`).get()).data();
    expect(stored?.date).toBeInstanceOf(Timestamp);
    expect((stored?.date as Timestamp).toMillis()).toBe(date.getTime());
    expect(await getMatches()).toContainEqual({
      id,
      description: 'Spring Open',
      location: 'Weston',
      drawTime: '08:00',
      date,
    });

    await deleteMatch(id);
    expect((await adminDb().doc(`matches/${id}`).get()).exists).toBe(false);
  });

  it('gives a new rule the highest rank + 1, also after gaps', async () => {
    await adminDb().doc('matchRules/a').set({ rank: 1, value: 'First' });
    await adminDb().doc('matchRules/b').set({ rank: 5, value: 'Fifth' });
    const added = await addMatchRule('Keepnets out');
    expect(added.rank).toBe(6);
    const next = await addMatchRule('Whistle');
    expect(next.rank).toBe(7);
    expect((await getMatchRules()).map((r) => r.value)).toEqual([
      'First',
      'Fifth',
      'Keepnets out',
      'Whistle',
    ]);
  });

  it('the first rule gets rank 1', async () => {
    await clearFirestore();
    matchesAdmin = await createAdmin('matches-int-admin', { manageMatches: true });
    await signIn(matchesAdmin.email, matchesAdmin.password);
    expect((await addMatchRule('Only rule')).rank).toBe(1);
  });

  it('edits a rule text and keeps its rank', async () => {
    await adminDb().doc('matchRules/edit-me').set({ rank: 3, value: 'Old text' });
    const edited = await updateMatchRule('edit-me', 'New text', 3);
    expect((await adminDb().doc('matchRules/edit-me').get()).data()).toEqual({
      rank: 3,
      value: 'New text',
      rev: 1,
    });
    // Recorded: its history keeps the old text, and Undo puts it back.
    expect(await getItemHistory('manageMatches', 'matchRules/edit-me')).toMatchObject([
      { kind: 'edit', title: 'Rule 3', before: { rank: 3, value: 'Old text' } },
    ]);
    await edited.undo();
    expect((await adminDb().doc('matchRules/edit-me').get()).data()).toEqual({
      rank: 3,
      value: 'Old text',
      rev: 2,
    });
  });

  it('refuses an admin without manageMatches', async () => {
    await signIn(otherAdmin.email, otherAdmin.password);
    await expect(
      addMatch({ description: 'X', location: 'Y', drawTime: '08:00', date: new Date() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(addMatchRule('Sneaky')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
