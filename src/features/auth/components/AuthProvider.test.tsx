import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPermissions } from '../api/get-permissions';
import { signOut } from '../api/sign-in';
import { watchAuthState, type SignedInUser } from '../api/watch-auth-state';
import { useAuth, useStartAuth } from '../auth-context';
import { noPermissions } from '../types';
import { AuthProvider } from './AuthProvider';

// When the provider starts Firebase Auth is under test, not Auth itself: its api is replaced.
// The real sign-in runs in Chromium in e2e/admin-login.spec.ts.
vi.mock('../api/watch-auth-state', () => ({ watchAuthState: vi.fn() }));
vi.mock('../api/get-permissions', () => ({ getPermissions: vi.fn() }));
vi.mock('../api/sign-in', () => ({ signOut: vi.fn(() => Promise.resolve()) }));

function Status() {
  return <p>status: {useAuth().status}</p>;
}

function AdminScreen() {
  useStartAuth();
  return <Status />;
}

function renderProvider(children: ReactNode, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <main>{children}</main>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const SESSION_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

// The page has hydrated (app/layout/Layout.tsx marks it): the page's other conditions are tested.
beforeEach(() => {
  document.documentElement.dataset.interactive = 'true';
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('does not load Auth for a visitor without a stored session', async () => {
    vi.useFakeTimers();
    vi.mocked(watchAuthState).mockReturnValue(() => undefined);
    renderProvider(<Status />);
    // Long past the load event and any idle period: still nothing loaded.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(watchAuthState).not.toHaveBeenCalled();
    expect(screen.getByText('status: unknown')).toBeInTheDocument();
  });

  it('starts Auth at once on a screen that needs it, and reports a signed-out user', async () => {
    vi.mocked(watchAuthState).mockImplementation((callback) => {
      callback(null);
      return () => undefined;
    });
    renderProvider(<AdminScreen />);
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(watchAuthState).toHaveBeenCalledTimes(1);
  });

  it('starts Auth after the page has settled when a session is stored', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_KEY, '{}');
    vi.mocked(getPermissions).mockResolvedValue({ ...noPermissions(), superAdmin: true });
    vi.mocked(watchAuthState).mockImplementation((callback) => {
      callback({ uid: 'u1', email: 'a@pac.example', displayName: 'A' });
      return () => undefined;
    });
    renderProvider(<Status />);
    expect(screen.getByText('status: unknown')).toBeInTheDocument();
    expect(watchAuthState).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
  });

  it('with a stored session, waits for the page data before starting Auth', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_KEY, '{}');
    vi.mocked(watchAuthState).mockReturnValue(() => undefined);
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    // A page's Firestore read that is slower than the load event and any idle period.
    void queryClient.fetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    renderProvider(<Status />, queryClient);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(watchAuthState).not.toHaveBeenCalled();
    await act(async () => answer('content'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(watchAuthState).toHaveBeenCalledOnce();
  });

  it('with a stored session, waits while the page shows a spinner', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_KEY, '{}');
    vi.mocked(watchAuthState).mockReturnValue(() => undefined);
    const { rerender } = renderProvider(<div role="progressbar" aria-label="Loading" />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(watchAuthState).not.toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <main>
            <Status />
          </main>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(watchAuthState).toHaveBeenCalledOnce();
  });

  it('signs out an admin whose permissions say disabled, and says so', async () => {
    const sarah: SignedInUser = { uid: 'u1', email: 'sarah@pac.example', displayName: 'Sarah' };
    vi.mocked(getPermissions).mockResolvedValue({
      ...noPermissions(),
      superAdmin: true,
      disabled: true,
    });
    vi.mocked(watchAuthState).mockImplementation((callback) => {
      callback(sarah);
      return () => undefined;
    });
    renderProvider(<AdminScreen />);
    expect(await screen.findByText(/This account has been disabled/)).toBeInTheDocument();
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('keeps an enabled admin signed in', async () => {
    vi.mocked(getPermissions).mockResolvedValue({ ...noPermissions(), manageWaters: true });
    vi.mocked(watchAuthState).mockImplementation((callback) => {
      callback({ uid: 'u2', email: 'w@pac.example', displayName: 'W' });
      return () => undefined;
    });
    renderProvider(<AdminScreen />);
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});
