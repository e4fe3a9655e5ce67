import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBlocking, type BlockerArgs } from './blockable-history';

/**
 * The next popstate, once the history has handled it (its listener was added first). jsdom's Back
 * fires popstate a moment later, as browsers do, so listening right after calling it catches it.
 */
const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

// Each test's history listens to the window's popstate until the test ends.
let stopListening = () => {};

function setUp() {
  const history = withBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const seen: string[] = [];
  stopListening = history.listen(({ action, location }) =>
    seen.push(`${action} ${location.pathname}`),
  );
  return { history, seen };
}

describe('withBlocking (the app history)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));
  afterEach(() => stopListening());

  it('with no blocker, moves as the browser history does', () => {
    const { history, seen } = setUp();
    history.push('/a');
    history.replace('/b');
    expect(window.location.pathname).toBe('/b');
    expect(seen).toEqual(['PUSH /a', 'REPLACE /b']);
  });

  it('holds a push before the address changes, and makes it on retry', () => {
    const { history, seen } = setUp();
    let held: BlockerArgs | undefined;
    history.block((args) => {
      held = args;
      return true;
    });
    history.push('/admin/content?tab=rules');
    expect(window.location.pathname).toBe('/start');
    expect(seen).toEqual([]);
    expect(held?.currentLocation.pathname).toBe('/start');
    expect(held?.nextLocation).toMatchObject({ pathname: '/admin/content', search: '?tab=rules' });
    held?.retry();
    expect(window.location.pathname).toBe('/admin/content');
    expect(seen).toEqual(['PUSH /admin/content']);
  });

  it('undoes a held Back, and redoes it on retry without asking again', async () => {
    const { history, seen } = setUp();
    history.push('/editor');
    let held: BlockerArgs | undefined;
    const blocker = vi.fn((args: BlockerArgs) => {
      held = args;
      return true;
    });
    history.block(blocker);
    window.history.back();
    await popped(); // the Back
    await popped(); // its undoing
    expect(window.location.pathname).toBe('/editor');
    expect(seen).toEqual(['PUSH /editor']);
    expect(blocker).toHaveBeenCalledTimes(1);
    expect(held?.nextLocation.pathname).toBe('/start');

    held?.retry();
    await popped();
    expect(window.location.pathname).toBe('/start');
    expect(seen).toEqual(['PUSH /editor', 'POP /start']);
    expect(blocker).toHaveBeenCalledTimes(1);
  });

  it('lets a move through when the blocker answers false, and stops asking once removed', () => {
    const { history, seen } = setUp();
    const blocker = vi.fn(() => false);
    const remove = history.block(blocker);
    history.push('/a');
    remove();
    history.push('/b');
    expect(blocker).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['PUSH /a', 'PUSH /b']);
  });
});
