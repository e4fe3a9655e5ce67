import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { isBlockable, type BlockerArgs } from '../../lib/blockable-history';

export interface NavigationBlocker {
  state: 'blocked' | 'unblocked';
  /** Makes the held move. */
  proceed: () => void;
  /** Drops it: the screen stays. */
  reset: () => void;
}

/**
 * React Router's useBlocker for the app's history (lib/blockable-history.ts): while mounted, a
 * move for which `shouldBlock` answers true is held until `proceed` or `reset`. Under a router
 * whose history cannot block (a test's MemoryRouter) it holds nothing.
 */
export function useNavigationBlocker(
  shouldBlock: (args: Omit<BlockerArgs, 'retry'>) => boolean,
): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!isBlockable(navigator)) return undefined;
    return navigator.block(({ retry, ...move }) => {
      if (!latest.current(move)) return false;
      setHeld(() => retry);
      return true;
    });
  }, [navigator]);
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      held?.();
    },
    reset: () => setHeld(null),
  };
}
