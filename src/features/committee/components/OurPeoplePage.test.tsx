import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMembers } from '../api/get-members';
import type { CommitteeMember } from '../types';
import { OurPeoplePage } from './OurPeoplePage';

// The page's rendering is under test; read-members runs against the emulator in its int test.
vi.mock('../api/get-members', () => ({ useMembers: vi.fn() }));

const members: CommitteeMember[] = [
  {
    id: 'chair',
    positionRank: 1,
    photoURL: 'https://example.org/geoff.jpg',
    memberName: 'Geoff Barnes',
    memberRole: 'Chairman',
    contactAddress: '12 Mill Lane, Priory Green,Kent',
    contactEmail: 'chair@pac.example',
    contactNumber: '07700 900101',
  },
  { id: 'juniors', positionRank: 2, memberName: 'Amy Perch', memberRole: 'Junior Officer' },
];

describe('OurPeoplePage', () => {
  it('shows a spinner while the committee loads', () => {
    vi.mocked(useMembers).mockReturnValue(queryResult.pending());
    renderWithProviders(<OurPeoplePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Committee' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.title).toBe('Priory Angling Club - Our People');
  });

  it('shows each member in order with photo, role, name, address lines, email and phone', () => {
    vi.mocked(useMembers).mockReturnValue(queryResult.success(members));
    renderWithProviders(<OurPeoplePage />);

    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Geoff Barnes', 'Amy Perch']);

    const geoff = screen.getAllByRole('article')[0]!;
    expect(within(geoff).getByRole('img', { name: 'Photo of Geoff Barnes' })).toHaveAttribute(
      'src',
      'https://example.org/geoff.jpg',
    );
    expect(within(geoff).getByText('Chairman')).toBeInTheDocument();
    const address = geoff.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      '12 Mill Lane',
      'Priory Green',
      'Kent',
    ]);
    expect(within(geoff).getByRole('link', { name: 'chair@pac.example' })).toHaveAttribute(
      'href',
      'mailto:chair@pac.example',
    );
    expect(within(geoff).getByRole('link', { name: '07700 900101' })).toHaveAttribute(
      'href',
      'tel:07700900101',
    );
  });

  it('generates an avatar from the name of a member without a photo', () => {
    vi.mocked(useMembers).mockReturnValue(queryResult.success(members));
    renderWithProviders(<OurPeoplePage />);
    const amy = screen.getAllByRole('article')[1]!;
    const avatar = within(amy).getByRole('img', { name: 'Amy Perch (no photo)' });
    expect(avatar).toHaveTextContent('AP');
    expect(amy.querySelector('img')).toBeNull();
    expect(amy.querySelector('address')).toBeNull();
  });

  it('says in words when the committee cannot be loaded', () => {
    const offline = Object.assign(new Error('fetch failed'), { code: 'unavailable' });
    vi.mocked(useMembers).mockReturnValue(queryResult.error(offline));
    renderWithProviders(<OurPeoplePage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load the committee. The club database cannot be reached.',
    );
  });
});
