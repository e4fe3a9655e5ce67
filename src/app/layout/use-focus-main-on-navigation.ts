import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app navigation, move the focus to the main region, as a full page load would: a
 * keyboard or screen-reader user then starts at the new page rather than deep in the navbar.
 * The first render is left alone, so a visitor arriving on the site starts at the top.
 */
export function useFocusMainOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus();
  }, [pathname, mainId]);
}
