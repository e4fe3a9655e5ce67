import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { useUploadContactImage } from '../api/upload-contact-image';
import { ChangeImageDialog } from './ChangeImageDialog';

// The upload itself runs against the Storage emulator in contacts.int.test.ts.
vi.mock('../api/upload-contact-image', () => ({ useUploadContactImage: vi.fn() }));

const upload = { mutateAsync: vi.fn(), isPending: false };
beforeEach(() => {
  upload.mutateAsync = vi.fn().mockResolvedValue('https://example.org/image');
  vi.mocked(useUploadContactImage).mockReturnValue(
    upload as unknown as ReturnType<typeof useUploadContactImage>,
  );
});

describe('ChangeImageDialog', { timeout: 20_000 }, () => {
  it('requires an image file, accepts only images, and uploads the chosen one', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ChangeImageDialog currentUrl="https://example.org/now.jpg" onClose={onClose} />,
    );
    const input = screen.getByLabelText(/^Image/);
    expect(screen.getByRole('img', { name: /Contact Us page/ })).toHaveAttribute(
      'src',
      'https://example.org/now.jpg',
    );
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('accept', 'image/*');

    await user.click(screen.getByRole('button', { name: 'Submit Image' }));
    expect(await screen.findByText('Choose a picture.')).toBeInTheDocument();
    expect(upload.mutateAsync).not.toHaveBeenCalled();

    const photo = new File(['jpeg'], 'clubhouse.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await user.click(screen.getByRole('button', { name: 'Submit Image' }));
    // The picture pipeline's JPEG (src/lib/photo/prepare-picture.ts), named for what it now is.
    expect(upload.mutateAsync).toHaveBeenCalledTimes(1);
    const stored = upload.mutateAsync.mock.calls[0]![0] as File;
    expect([stored.name, stored.type]).toEqual(['clubhouse.jpg', 'image/jpeg']);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
