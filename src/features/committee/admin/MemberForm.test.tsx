import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { MemberForm } from './MemberForm';
import { emptyMemberForm } from './member-form-schema';

const photo = () => new File(['x'], 'me.jpg', { type: 'image/jpeg' });

function renderCreate(onSubmit = vi.fn()) {
  const view = renderWithProviders(
    <MemberForm
      defaultValues={emptyMemberForm}
      photoRequired
      submitLabel="Create"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
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
      positionRank: '7',
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
    expect(screen.getByText('The picture must be an image file.')).toBeInTheDocument();
  });

  it('lets an edit be saved without a new picture', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <MemberForm
        defaultValues={{ ...emptyMemberForm, memberName: 'A', memberRole: 'B', positionRank: '2' }}
        photoRequired={false}
        submitLabel="Save"
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables the button while saving', () => {
    renderWithProviders(
      <MemberForm
        defaultValues={emptyMemberForm}
        photoRequired
        submitLabel="Create"
        busy
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
