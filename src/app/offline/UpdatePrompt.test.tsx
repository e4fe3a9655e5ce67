import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpdateWaiting } from './update-state';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then reloads into it on Reload', async () => {
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version of the site is ready.')).not.toBeInTheDocument();

    const accept = vi.fn();
    act(() => setUpdateWaiting(accept));
    expect(await screen.findByText('A new version of the site is ready.')).toBeInTheDocument();
    expect(accept).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(accept).toHaveBeenCalledTimes(1);
  });
});
