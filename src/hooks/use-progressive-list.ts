import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then all of them in a transition: React renders the rest in
 * interruptible slices, so a long list (200 matches) does not block a phone's main thread in one
 * long task, and the first screenful shows sooner. `first` should fill more than a screen, so the
 * rows added later land below the fold and move nothing in view.
 */
export function useProgressiveList<T>(items: T[], first = 25): T[] {
  const [all, setAll] = useState(false);
  const needed = !all && items.length > first;
  useEffect(() => {
    if (needed) startTransition(() => setAll(true));
  }, [needed]);
  return all ? items : items.slice(0, first);
}
