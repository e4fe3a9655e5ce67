// @vitest-environment jsdom
// The app history moves the window's own history and location.
import { createBrowserHistory } from 'history';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockMoves, type Blocker } from './blockable-history';

/**
 * The next popstate, once the history has handled it (its listener was added first). jsdom's Back
 * fires popstate a moment later, as browsers do, so listening right after calling it catches it.
 */
const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

// Each test's history listens to the window's popstate until the test ends.
let stopListening = () => {};
let stopBlocking = () => {};

function setUp() {
  const history = createBrowserHistory();
  const seen: string[] = [];
  stopListening = history.listen(({ action, location }) =>
    seen.push(`${action} ${location.pathname}`),
  );
  return { history, seen };
}

type Held = Parameters<Blocker>[0];

describe('blockMoves (the app history)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));
  afterEach(() => {
    stopBlocking();
    stopListening();
  });

  it('holds a push before the address changes, and makes it on retry', () => {
    const { history, seen } = setUp();
    let held: Held | undefined;
    stopBlocking = blockMoves(history, (move) => {
      held = move;
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

  it('asks again about the next move once a held one was made', () => {
    const { history, seen } = setUp();
    const blocker = vi.fn<Blocker>((move) => {
      if (move.nextLocation.pathname === '/a') move.retry();
      return true;
    });
    stopBlocking = blockMoves(history, blocker);
    history.push('/a');
    history.push('/b');
    expect(blocker).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['PUSH /a']);
    expect(window.location.pathname).toBe('/a');
  });

  it('undoes a held Back, and redoes it on retry without asking again', async () => {
    const { history, seen } = setUp();
    history.push('/editor');
    let held: Held | undefined;
    const blocker = vi.fn<Blocker>((move) => {
      held = move;
      return true;
    });
    stopBlocking = blockMoves(history, blocker);
    window.history.back();
    await popped(); // the Back
    await popped(); // its undoing
    expect(window.location.pathname).toBe('/editor');
    expect(seen).toEqual(['PUSH /editor']);
    expect(blocker).toHaveBeenCalledTimes(1);
    expect(held?.currentLocation.pathname).toBe('/editor');
    expect(held?.nextLocation.pathname).toBe('/start');

    held?.retry();
    await popped();
    expect(window.location.pathname).toBe('/start');
    expect(seen).toEqual(['PUSH /editor', 'POP /start']);
    expect(blocker).toHaveBeenCalledTimes(1);

    // Held again: the block is back once the Back was made.
    history.push('/elsewhere');
    expect(blocker).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/start');
  });

  it('lets a move through when the blocker answers false, and stops asking once removed', () => {
    const { history, seen } = setUp();
    const blocker = vi.fn(() => false);
    const remove = blockMoves(history, blocker);
    history.push('/a');
    history.replace('/b');
    remove();
    history.push('/c');
    expect(blocker).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['PUSH /a', 'REPLACE /b', 'PUSH /c']);
  });
});
