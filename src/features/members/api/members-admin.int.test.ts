import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore, createAdmin } from '../../../../tests/support/emulators';
import type { MembershipSettings } from '../../../config/membership';
import { getItemHistory } from '../../../lib/history';
import { signIn, signOut } from '../../auth';
import { addDays } from '../../../config/membership';
import { clubMembersQuery } from './club-members';
import { countWaitingMembers } from './count-waiting-members';
import {
  fetchMembershipSettings,
  membershipSettingsRef,
  saveMembershipSettings,
} from './membership-settings';
import { membershipTypesCollection, membershipTypesQuery } from './membership-types';

// The Members screens' own writes and reads, signed in, against the real firestore.rules.
const listTypes = () => membershipTypesQuery.queryFn!({} as never);
const listMembers = () => clubMembersQuery.queryFn!({} as never);

const SETTINGS: MembershipSettings = {
  seasonStart: '04-01',
  seasonEnd: '03-31',
  renewalOpensDays: 28,
  graceDays: 14,
  bankAccountName: 'Priory Angling Club',
  bankSortCode: '20-00-00',
  bankAccountNumber: '55779911',
  dayTicketPricePence: 750,
  dayTicketsPerDay: null,
  membersOnlyCatches: true,
  closedSeasons: { 'Clay End': { from: '03-15', to: '06-15' } },
};

describe('Manage Members against the emulators', () => {
  let secretary: { email: string; password: string };
  let bailiff: { email: string; password: string };

  beforeAll(async () => {
    await clearFirestore();
    secretary = await createAdmin('members-int-secretary', { manageMembers: true });
    bailiff = await createAdmin('members-int-bailiff', { bailiff: true });
    await adminDb()
      .doc('clubMembers/m1')
      .set({ memberNumber: '1001', name: 'Alan Perch', uid: null, status: 'active' });
  });
  afterAll(() => signOut());

  it('adds, edits and deletes a membership type, each change recorded', async () => {
    await signIn(secretary.email, secretary.password);
    const form = membershipTypesCollection.fromForm!({
      name: 'Adult',
      pricePence: 6000,
      ageBand: 'adult',
      cap: undefined,
      description: 'All waters.',
    });
    await membershipTypesCollection.create!(form);
    const [added] = await listTypes();
    expect(added).toMatchObject({ name: 'Adult', pricePence: 6000, cap: null });
    expect(membershipTypesCollection.toForm!(added!)).toMatchObject({
      pricePence: '60.00',
      cap: '',
    });

    await membershipTypesCollection.update!(added!, { ...form, pricePence: 6500, cap: 150 });
    expect((await listTypes())[0]).toMatchObject({ pricePence: 6500, cap: 150 });
    await membershipTypesCollection.remove!(added!);
    expect(await listTypes()).toEqual([]);
    const history = await getItemHistory('manageMembers', `membershipTypes/${added!.id}`);
    expect(history.map((entry) => entry.kind)).toEqual(['delete', 'edit', 'create']);
  });

  it('saves the season and settings as one recorded document, read back as saved', async () => {
    await signIn(secretary.email, secretary.password);
    await saveMembershipSettings(SETTINGS);
    expect(await fetchMembershipSettings()).toEqual(SETTINGS);
    await saveMembershipSettings({ ...SETTINGS, graceDays: 30 });
    const history = await getItemHistory('manageMembers', membershipSettingsRef().path);
    expect(history.map((entry) => entry.kind)).toEqual(['edit', 'create']);
    expect(history[0]!.before).toMatchObject({ graceDays: 14 });
    // Bad input is refused by the rules and changes nothing.
    await expect(
      saveMembershipSettings({ ...SETTINGS, bankSortCode: '200000' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await fetchMembershipSettings()).graceDays).toBe(30);
  });

  it('lets the secretary read the register, and not a bailiff', async () => {
    await signIn(secretary.email, secretary.password);
    expect((await listMembers()).map((m) => m.name)).toEqual(['Alan Perch']);
    await signIn(bailiff.email, bailiff.password);
    await expect(listMembers()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(saveMembershipSettings(SETTINGS)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('counts what waits on the secretary: applications, and renewals due or overdue', async () => {
    const today = '2026-11-28';
    const member = (status: string, paidUntil: string | null) => ({ status, paidUntil, uid: null });
    const members = {
      w1: member('waitingList', null),
      p1: member('awaitingPayment', null),
      p2: member('awaitingPayment', null),
      paid: member('active', addDays(today, SETTINGS.renewalOpensDays + 1)),
      due: member('active', addDays(today, SETTINGS.renewalOpensDays)),
      dueToday: member('active', today),
      overdue: member('active', addDays(today, -SETTINGS.graceDays)),
      lapsed: member('active', addDays(today, -SETTINGS.graceDays - 1)),
      closed: member('closed', addDays(today, 3)),
    };
    await Promise.all(
      Object.entries(members).map(([id, data]) =>
        adminDb().doc(`clubMembers/count-${id}`).set(data),
      ),
    );
    await signIn(secretary.email, secretary.password);
    expect(await countWaitingMembers(SETTINGS, today)).toEqual({
      waitingList: 1,
      awaitingPayment: 2,
      renewals: 3,
    });
    await signIn(bailiff.email, bailiff.password);
    await expect(countWaitingMembers(SETTINGS, today)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
