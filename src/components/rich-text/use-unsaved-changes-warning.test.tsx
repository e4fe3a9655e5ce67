import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesWarning } from './use-unsaved-changes-warning';

function Editing({ unsaved }: { unsaved: boolean }) {
  useUnsavedChangesWarning(unsaved);
  return (
    <>
      <Link to="/other">Other page</Link>
      <div role="tablist">
        <button role="tab" aria-selected="true">
          Home
        </button>
        <button role="tab" aria-selected="false">
          Rules
        </button>
      </div>
    </>
  );
}

function App({ unsaved }: { unsaved: boolean }) {
  return (
    <Routes>
      <Route path="/page" element={<Editing unsaved={unsaved} />} />
      <Route path="/other" element={<h1>Other page</h1>} />
    </Routes>
  );
}

function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChangesWarning', () => {
  it('with unsaved changes, asks before following a link and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderWithProviders(<App unsaved />);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Other page' })).toBeNull();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });

  it('asks before another tab of the screen, not for the open one', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderWithProviders(<App unsaved />);
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(confirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('holds the tab or window open with the browser prompt', () => {
    renderWithProviders(<App unsaved />);
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('without unsaved changes, never asks', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderWithProviders(<App unsaved={false} />);
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });
});
