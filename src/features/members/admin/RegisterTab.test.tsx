import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '../../../testing/render';
import type { ClubMember } from '../types';
import { RegisterTab } from './RegisterTab';

// The register as Firestore would give it; the reads themselves are the rules' and the
// emulator's business (tests/rules), the screen's filtering and export are under test here.
const MEMBERS = vi.hoisted(() => {
  const base = {
    uid: null,
    phone: '07700 900000',
    address: '1 Mill Lane, Weston',
    dateOfBirth: null,
    guardian: null,
    publishName: true,
    publishPhotos: true,
    typeId: 'adult',
    typeName: 'Adult',
    ageBand: 'adult',
    status: 'active',
    paidUntil: '2099-03-31',
    closeRequestedAt: null,
  } as const;
  const row = (id: string, name: string, more: object = {}) => ({
    ...base,
    id,
    memberNumber: id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@pac.example`,
    paymentReference: `PAC-${id}`,
    ...more,
  });
  return [
    row('1001', 'Alan Perch'),
    row('1002', 'Jamie Roach', { typeId: 'junior', typeName: 'Junior', ageBand: 'junior' }),
    row('1004', 'Lisa Bream', { paidUntil: '2020-03-31' }),
    row('1005', 'Peter Pike', { status: 'awaitingPayment', paidUntil: null }),
  ] as ClubMember[];
});
vi.mock('../api/club-members', () => ({
  clubMembersQuery: { queryKey: ['clubMembers'], queryFn: () => Promise.resolve(MEMBERS) },
}));
vi.mock('../api/membership-types', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/membership-types')>()),
  membershipTypesQuery: {
    queryKey: ['membershipTypes'],
    queryFn: () =>
      Promise.resolve([
        {
          id: 'adult',
          name: 'Adult',
          pricePence: 4500,
          ageBand: 'adult',
          cap: null,
          description: '',
        },
        {
          id: 'junior',
          name: 'Junior',
          pricePence: 1000,
          ageBand: 'junior',
          cap: null,
          description: '',
        },
      ]),
  },
}));
vi.mock('../api/membership-settings', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/membership-settings')>();
  return {
    ...actual,
    membershipSettingsQuery: {
      queryKey: ['clubSettings', 'membership'],
      queryFn: () => Promise.resolve(actual.DEFAULT_MEMBERSHIP_SETTINGS),
    },
  };
});

// The admin server's record of each export (admin-server/test/members.test.ts tests the route).
const recordExport = vi.hoisted(() => vi.fn(() => Promise.resolve({ id: 'e1' })));
vi.mock('../api/register-exports', () => ({
  recordRegisterExport: recordExport,
  registerExportsQuery: { queryKey: ['memberExports'], queryFn: () => Promise.resolve([]) },
}));

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

// jsdom's window is wide: the table (a phone's cards hold the same columns).
const names = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the register', { timeout: 20_000 }, () => {
  it('searches and filters by standing, type and expiry, and says how many it shows', async () => {
    const { user } = renderWithProviders(<RegisterTab />, {
      auth: signedInAs({ manageMembers: true }),
    });
    await screen.findByRole('table', { name: 'Members' });
    expect(names()).toEqual(['Alan Perch', 'Jamie Roach', 'Lisa Bream', 'Peter Pike']);
    expect(screen.getByRole('status')).toHaveTextContent('4 of 4 members');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'roach');
    expect(names()).toEqual(['Jamie Roach']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    // Nobody matches: the register is not empty, the search is.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No members match the search and filters.')).toBeVisible();
    expect(screen.queryByText('No members yet.')).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await choose(user, 'Standing', 'Lapsed');
    expect(names()).toEqual(['Lisa Bream']);
    await choose(user, 'Standing', 'Any');
    await choose(user, 'Type', 'Junior');
    expect(names()).toEqual(['Jamie Roach']);
    await choose(user, 'Type', 'Any');
    // Days as the register's column writes them.
    await choose(user, 'Paid until', '31/03/2020');
    expect(names()).toEqual(['Lisa Bream']);
    await choose(user, 'Paid until', 'Not paid');
    expect(names()).toEqual(['Peter Pike']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 members');
    // The one waiting to pay can be marked paid from here too.
    expect(screen.getByRole('button', { name: 'Mark paid Peter Pike' })).toBeInTheDocument();
  });

  it('exports exactly the rows shown as CSV', async () => {
    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:register';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<RegisterTab />, {
      auth: signedInAs({ manageMembers: true }),
    });
    await screen.findByRole('table', { name: 'Members' });
    await choose(user, 'Standing', 'Active');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const lines = (await textOf(file!)).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^1001,Alan Perch,alan@pac.example,07700 900000,"1 Mill Lane, Weston",Adult,Active,2099-03-31,PAC-1001,,$/,
    );
    expect(lines[2]).toMatch(/^1002,Jamie Roach,/);
    expect(recordExport).toHaveBeenCalledWith(2, 'Standing: Active');
  });

  it('makes no file when the export cannot be recorded, and says so', async () => {
    recordExport.mockRejectedValueOnce(new Error('The admin server did not answer.'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<RegisterTab />, {
      auth: signedInAs({ manageMembers: true }),
    });
    await screen.findByRole('table', { name: 'Members' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/Nothing was exported/)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
