import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyNoticeSnackbar } from './LazyNoticeSnackbar';

// As with no signal before the service worker kept the file: its import fails.
vi.mock('./NoticeSnackbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyNoticeSnackbar', () => {
  it("still says the message when the snackbar's file cannot be fetched", async () => {
    render(
      <LazyNoticeSnackbar
        open
        message="No signal: your catch is kept on this phone and sent when it is back."
        severity="info"
        autoHideDuration={null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('your catch is kept on this phone');
  });
});
