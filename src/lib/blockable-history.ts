/**
 * The app's browser history, able to hold a navigation back while an editor has unsaved changes.
 *
 * Why not React Router's data router and its useBlocker: `createBrowserRouter` brings the whole
 * data-router machine (loaders, actions, fetchers), 16.7 KB gzip in every public page's first
 * download, for one guard that only admin editors use. This wraps the same history that
 * `<BrowserRouter>` makes (React Router's own, exported for `unstable_HistoryRouter`) and asks a
 * blocker before each move, as the data router does: in-app links and `navigate()` (push and
 * replace) are held before the address changes; Back and Forward (a pop, which the browser has
 * already done) are undone with `go(-delta)` and redone if the volunteer chooses to leave.
 */
import { UNSAFE_createBrowserHistory, type Location, type To } from 'react-router-dom';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  /** Makes the held move after all (the blocker is not asked again). */
  retry: () => void;
}

/** Answers true to hold the move; it then keeps `retry` to make it later, or drops it to stay. */
export type Blocker = (args: BlockerArgs) => boolean;

export interface BlockableHistory extends History {
  /** One blocker at a time (one per screen, see UnsavedChangesProvider); returns its removal. */
  block: (blocker: Blocker) => () => void;
}

export function isBlockable(navigator: object): navigator is BlockableHistory {
  return 'block' in navigator;
}

export function withBlocking(history: History): BlockableHistory {
  let blocker: Blocker | null = null;
  // The location the app shows: on a pop, `history.location` is already the next one.
  let shown = history.location;
  // The pop that undoes a held Back or Forward is not the app's to see.
  let undoing = false;
  // Set when a held Back or Forward is redone: that pop goes through unasked.
  let redoing = false;

  // Unlike the browser history, more than one may listen.
  const listeners = new Set<Listener>();
  let stopInner: (() => void) | null = null;
  const onUpdate = (update: Update) => {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false;
        return;
      }
      const { delta } = update;
      const redo = () => {
        redoing = true;
        history.go(delta ?? 0);
      };
      // With no index (an entry made before the app) the move cannot be undone: let it be.
      if (redoing) redoing = false;
      else if (delta && held(update.location, redo)) {
        undoing = true;
        history.go(-delta);
        return;
      }
    }
    shown = update.location;
    listeners.forEach((listener) => listener(update));
  };

  // `retry` goes around the blocker: push and replace call the inner history directly.
  const held = (next: Location, retry: () => void): boolean =>
    blocker !== null && blocker({ currentLocation: shown, nextLocation: next, retry });
  const nextLocation = (to: To, state: unknown): Location => {
    const { pathname, search, hash } = history.encodeLocation(to);
    return { pathname, search, hash, state, key: 'held' };
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      if (!held(nextLocation(to, state), () => history.push(to, state))) history.push(to, state);
    },
    replace(to, state) {
      if (!held(nextLocation(to, state), () => history.replace(to, state))) {
        history.replace(to, state);
      }
    },
    listen(listener) {
      listeners.add(listener);
      stopInner ??= history.listen(onUpdate);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopInner?.();
          stopInner = null;
        }
      };
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}
