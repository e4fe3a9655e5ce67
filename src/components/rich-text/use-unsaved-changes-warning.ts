import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving them?';

/**
 * While `unsaved`, leaving asks first: closing or reloading the tab (the browser's own
 * beforeunload prompt), following a link to another page of the app, or switching to another tab
 * of the screen (which would unmount the form). The app uses <BrowserRouter>, not a data router,
 * so react-router's useBlocker is not available: a click listener in the capture phase sees the
 * click before the router's link does and can cancel it.
 */
export function useUnsavedChangesWarning(unsaved: boolean, message = UNSAVED_CHANGES_MESSAGE) {
  useEffect(() => {
    if (!unsaved) return;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !leavesThePage(event)) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved, message]);
}

/** A plain click on a link to another page of the app, or on another tab of the screen. */
function leavesThePage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const target = event.target instanceof Element ? event.target : null;
  // Links in the text being edited do not navigate.
  if (target?.closest('[contenteditable="true"]')) return false;
  const tab = target?.closest('[role="tab"]');
  if (tab) return tab.getAttribute('aria-selected') !== 'true';
  const link = target?.closest('a[href]');
  // A link that opens a new tab or downloads leaves this page as it is; leaving the site for
  // another is the beforeunload prompt's.
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  ) {
    return false;
  }
  const url = new URL(link.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    (url.pathname !== window.location.pathname || url.search !== window.location.search)
  );
}
