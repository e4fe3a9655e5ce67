import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMembers } from '../../committee/api/get-members';
import type { CommitteeMember } from '../../committee/types';
import { useAddContact } from '../api/add-contact';
import { AddContactDialog } from './AddContactDialog';

// The modal's rules are under test; the writes run against the emulator in contacts.int.test.ts.
vi.mock('../../committee/api/get-members', () => ({ useMembers: vi.fn() }));
vi.mock('../api/add-contact', () => ({ useAddContact: vi.fn() }));

const add = { mutateAsync: vi.fn(), isPending: false };
const linda: CommitteeMember = {
  id: 'member-secretary',
  positionRank: 2,
  memberName: 'Linda Moss',
  memberRole: 'Secretary',
  contactEmail: 'secretary@pac.example',
  contactNumber: '07700 900102',
};

beforeEach(() => {
  add.mutateAsync = vi.fn().mockResolvedValue('new-id');
  vi.mocked(useAddContact).mockReturnValue(add as unknown as ReturnType<typeof useAddContact>);
  vi.mocked(useMembers).mockReturnValue(queryResult.success([linda]));
});

describe('AddContactDialog', { timeout: 20_000 }, () => {
  it('requires a member and a title, and saves nothing without them', async () => {
    const { user } = renderWithProviders(<AddContactDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Select Member/)).toBeRequired();
    expect(screen.getByLabelText(/Title/)).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(await screen.findByText('Select a member.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    await user.type(screen.getByLabelText(/Title/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(add.mutateAsync).not.toHaveBeenCalled();
  });

  it("saves the title with the member's name, e-mail and number", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<AddContactDialog open onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    await user.type(screen.getByLabelText(/Title/), 'Membership');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(add.mutateAsync).toHaveBeenCalledWith({
      title: 'Membership',
      name: 'Linda Moss',
      email: 'secretary@pac.example',
      phoneNumber: '07700 900102',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
