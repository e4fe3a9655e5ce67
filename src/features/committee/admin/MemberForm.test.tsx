import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NOT_A_PHOTO } from '../../../lib/photo/inspect-photo';
import { MemberForm } from './MemberForm';

// The form is under test; the committee's writes run on the emulators in
// committee-admin.int.test.ts, so the collection's create and update are stand-ins here.
const { writes } = vi.hoisted(() => ({
  writes: { create: vi.fn(), update: vi.fn() },
}));
vi.mock('../api/members-collection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/members-collection')>();
  return {
    membersCollection: {
      ...actual.membersCollection,
      create: (values: unknown) => writes.create(values),
      update: (_member: unknown, values: unknown) => writes.update(values),
    },
  };
});

const photo = () => new File(['x'], 'me.jpg', { type: 'image/jpeg' });

function renderCreate(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  writes.create = onSubmit;
  const view = renderWithProviders(<MemberForm saved={() => 'Saved.'} />);
  return { ...view, onSubmit, create: () => screen.getByRole('button', { name: 'Create' }) };
}

// Typing through userEvent is slow on a busy machine: a generous limit, not a timed assertion.
describe('MemberForm (create)', { timeout: 20_000 }, () => {
  it('keeps Create disabled until name, role, page position and picture are given', async () => {
    const { user, create, onSubmit } = renderCreate();
    expect(create()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Name/), 'Pat Roach');
    await user.type(screen.getByLabelText(/^Role/), 'Bailiff');
    await user.type(screen.getByLabelText(/^Page Position/), '7');
    expect(create()).toBeDisabled();
    await user.upload(screen.getByLabelText(/User Picture/), photo());
    expect(create()).toBeEnabled();

    await user.click(create());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      memberName: 'Pat Roach',
      memberRole: 'Bailiff',
      positionRank: 7,
      contactEmail: '',
    });
    expect(onSubmit.mock.calls[0]![0].photo).toBeInstanceOf(File);
  });

  it('keeps Create disabled while the name is missing, even with everything else', async () => {
    const { user, create } = renderCreate();
    await user.type(screen.getByLabelText(/^Role/), 'Bailiff');
    await user.type(screen.getByLabelText(/^Page Position/), '3');
    await user.type(screen.getByLabelText(/^Email/), 'pat@pac.example');
    await user.upload(screen.getByLabelText(/User Picture/), photo());
    expect(create()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Name/), 'Pat');
    expect(create()).toBeEnabled();
  });

  it('refuses a page position that is not a whole number, and a bad email', async () => {
    const { user, create } = renderCreate();
    await user.type(screen.getByLabelText(/^Name/), 'Pat');
    await user.type(screen.getByLabelText(/^Role/), 'Bailiff');
    await user.upload(screen.getByLabelText(/User Picture/), photo());
    await user.type(screen.getByLabelText(/^Page Position/), 'first');
    expect(create()).toBeDisabled();
    expect(screen.getByText(/whole number/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Page Position/));
    await user.type(screen.getByLabelText(/^Page Position/), '1');
    expect(create()).toBeEnabled();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(create()).toBeDisabled();
  });

  it('refuses a picture that is not an image', async () => {
    const { user, create } = renderCreate();
    await user.type(screen.getByLabelText(/^Name/), 'Pat');
    await user.type(screen.getByLabelText(/^Role/), 'Bailiff');
    await user.type(screen.getByLabelText(/^Page Position/), '1');
    // The input's accept="image/*" filters the picker; applyAccept off simulates a forced file.
    await user
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText(/User Picture/),
        new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      );
    expect(create()).toBeDisabled();
    expect(await screen.findByText(NOT_A_PHOTO)).toBeInTheDocument();
  });

  it('lets an edit be saved without a new picture, and shows the current one', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    writes.update = onSave;
    const member = {
      id: 'm1',
      positionRank: 2,
      memberName: 'Raj Patel',
      memberRole: 'Treasurer',
      photoURL: 'https://example.org/raj.jpg',
    };
    const { user } = renderWithProviders(<MemberForm member={member} saved={() => 'Saved.'} />, {
      route: '/admin/manage-committee/m1',
      path: '/admin/manage-committee/:id',
    });
    expect(screen.getByRole('img', { name: 'Current photo of Raj Patel' })).toHaveAttribute(
      'src',
      member.photoURL,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    // Saved, the committee list opens: this test's router has no page there.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('keeps what was typed and says why when the save fails, and disables Create meanwhile', async () => {
    let fail = (_error: Error) => {};
    const onSave = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    const { user, create } = renderCreate(onSave);
    await user.type(screen.getByLabelText(/^Name/), 'Pat Roach');
    await user.type(screen.getByLabelText(/^Role/), 'Bailiff');
    await user.type(screen.getByLabelText(/^Page Position/), '7');
    await user.upload(screen.getByLabelText(/User Picture/), photo());
    await user.click(create());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    fail(Object.assign(new Error('x'), { code: 'storage/quota-exceeded' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not add the member/);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pat Roach');
    expect(screen.getByLabelText(/^Page Position/)).toHaveValue('7');
    expect(create()).toBeEnabled();
  });
});
