import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export interface LazyPage<P extends object> {
  (props: P): React.ReactElement;
  /** Loads the page's code; once it has arrived, the page renders at once, without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Like React.lazy, but preloadable: a page whose code was loaded before it mounts renders in the
 * same pass instead of suspending (React.lazy suspends on its first render even when the module is
 * already there, and the layout's spinner would show for a frame). main.tsx preloads the opened
 * page (routes.tsx, preloadPublicPage), so hydrating the server's HTML finds the page's code there
 * and the app's first commit is the page itself. Each
 * mounted page keeps the component it started with: it never remounts when the code arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  Page.preload = preload;
  return Page;
}
