import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../../../testing/query-result';
import { renderWithProviders } from '../../../testing/render';
import { useMembers } from '../../committee';
import type { CommitteeMember } from '../../committee';
import { ContactDialog } from './ContactDialog';

// The modal's rules are under test; the writes run against the emulator in contacts.int.test.ts.
vi.mock('../../committee/api/get-members', () => ({ useMembers: vi.fn() }));
const create = vi.hoisted(() => vi.fn());
vi.mock('../api/contacts-collection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/contacts-collection')>();
  return { ...actual, contactsCollection: { ...actual.contactsCollection, create } };
});

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
  create.mockImplementation((input: unknown) => add.mutateAsync(input));
  vi.mocked(useMembers).mockReturnValue(queryResult.success([linda]));
});

describe('ContactDialog', { timeout: 20_000 }, () => {
  it('requires a title and a member (or a name), and saves nothing without them', async () => {
    const { user } = renderWithProviders(<ContactDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(
      await screen.findByText(
        'Select a member, or enter the name of someone not on the committee.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    await user.type(screen.getByLabelText(/Title/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(add.mutateAsync).not.toHaveBeenCalled();
  });

  it("saves the title with the member's name, e-mail and number", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ContactDialog onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    await user.type(screen.getByLabelText(/Title/), 'Membership');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    // Linked to the member, so Contact Us follows later changes to the member's details.
    expect(add.mutateAsync).toHaveBeenCalledWith({
      title: 'Membership',
      memberId: 'member-secretary',
      name: 'Linda Moss',
      email: 'secretary@pac.example',
      phoneNumber: '07700 900102',
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps a non-committee contact's own details, and hides them once a member is chosen", async () => {
    const { user } = renderWithProviders(<ContactDialog onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Title/), 'Fishery Owner');
    await user.type(screen.getByLabelText(/Name/), 'Alan Weir');
    await user.type(screen.getByLabelText(/Number/), '01634 000111');
    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    expect(screen.queryByLabelText(/Number/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Select Member/), '');
    expect(screen.getByLabelText(/Number/)).toHaveValue('01634 000111');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(add.mutateAsync).toHaveBeenCalledWith({
      title: 'Fishery Owner',
      name: 'Alan Weir',
      phoneNumber: '01634 000111',
      email: '',
    });
  });

  it('keeps what was typed and says why at the top when the save fails', async () => {
    add.mutateAsync = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ContactDialog onClose={onClose} />);
    await user.selectOptions(screen.getByLabelText(/Select Member/), 'member-secretary');
    await user.type(screen.getByLabelText(/Title/), 'Membership');
    await user.click(screen.getByRole('button', { name: 'Submit Contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not add the contact. You do not have permission to do that.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Select Member/)).toHaveValue('member-secretary');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Membership');
    expect(screen.getByRole('button', { name: 'Submit Contact' })).toBeEnabled();
  });
});
