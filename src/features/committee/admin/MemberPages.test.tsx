import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMember } from '../api/get-member';
import type { CommitteeMember } from '../types';
import { EditMemberPage } from './MemberForm';

// The page's states are under test; the member read and the save run on the emulators in
// committee-admin.int.test.ts.
vi.mock('../api/get-member', () => ({ useMember: vi.fn() }));

const member: CommitteeMember = {
  id: 'm1',
  positionRank: 3,
  memberName: 'Raj Patel',
  memberRole: 'Treasurer',
  contactAddress: 'Flat 2, High Street',
  contactEmail: 'raj@pac.example',
  photoURL: 'https://example.org/raj.jpg',
};

const renderPage = () =>
  renderWithProviders(<EditMemberPage />, {
    route: '/admin/manage-committee/m1',
    path: '/admin/manage-committee/:id',
  });

// Typing through userEvent is slow on a busy machine: a generous limit, not a timed assertion.
describe('EditMemberPage', { timeout: 20_000 }, () => {
  it("shows 'Loading...' until the member is loaded", () => {
    vi.mocked(useMember).mockReturnValue(queryResult.pending());
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Member Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('fills the Member Details form with the member', () => {
    vi.mocked(useMember).mockReturnValue(queryResult.success<CommitteeMember | null>(member));
    renderPage();
    expect(useMember).toHaveBeenCalledWith('m1');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Raj Patel');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Flat 2, High Street');
    expect(screen.getByLabelText(/^Page Position/)).toHaveValue('3');
    expect(screen.getByRole('img', { name: /Raj Patel/ })).toHaveAttribute('src', member.photoURL);
    expect(document.title).toBe('PAC - Member Details');
  });

  it('says so when the member does not exist', () => {
    vi.mocked(useMember).mockReturnValue(queryResult.success<CommitteeMember | null>(null));
    renderPage();
    expect(screen.getByText(/no longer exists/)).toBeInTheDocument();
  });
});
