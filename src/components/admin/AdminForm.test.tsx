import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '../../lib/zod';
import { renderWithProviders } from '../../testing/render';
import { NOT_A_PHOTO } from '../../lib/photo/inspect-photo';
import { PICTURE_USES } from '../../config/areas';
import { FormDialog } from './AdminForm';

function renderDialog(onSubmit: (values: object) => Promise<unknown>) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <FormDialog
      title="Add Thing"
      fields={[
        {
          name: 'name',
          label: 'Name',
          required: 'Enter the name.',
          transform: (t) => t.toUpperCase(),
        },
        {
          name: 'kind',
          label: 'Kind',
          kind: 'select',
          options: [{ value: 'carp', label: 'Carp' }],
          placeholder: 'Choose a kind',
          schema: z.string().min(1, 'Choose a kind.'),
        },
        { name: 'lbs', label: 'Lbs', kind: 'number', invalid: 'Enter whole pounds.' },
        { name: 'photo', label: 'Photo', kind: 'image', picture: PICTURE_USES.committeePhoto },
      ]}
      submitLabel="Save Thing"
      failureAction="save the thing"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { ...view, onClose, save: () => screen.getByRole('button', { name: 'Save Thing' }) };
}

describe('FormDialog', { timeout: 20_000 }, () => {
  it('shows each field error beside its field and saves nothing', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user, save } = renderDialog(onSubmit);
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Lbs')).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText('Lbs'), 'ten');
    await user.click(save());
    expect(await screen.findByText('Enter the name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a kind.')).toBeInTheDocument();
    expect(screen.getByText('Enter whole pounds.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a picture with the pipeline's one sentence", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderDialog(onSubmit);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(NOT_A_PHOTO)).toBeInTheDocument();
  });

  it('keeps what was typed and says why at the top when the save fails', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockResolvedValueOnce(undefined);
    const { user, save, onClose } = renderDialog(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), 'pike');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('PIKE');
    await user.selectOptions(screen.getByLabelText('Kind'), 'carp');
    await user.type(screen.getByLabelText('Lbs'), '12');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the thing. You do not have permission to do that.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('PIKE');
    expect(screen.getByLabelText('Lbs')).toHaveValue('12');

    await user.click(save());
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'PIKE', kind: 'carp', lbs: 12 });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('disables Submit while sending', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onClose } = renderDialog(onSubmit);
    await user.type(screen.getByLabelText(/^Name/), 'x');
    await user.selectOptions(screen.getByLabelText('Kind'), 'carp');
    await user.click(screen.getByRole('button', { name: 'Save Thing' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
