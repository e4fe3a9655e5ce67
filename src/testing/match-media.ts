/**
 * A stand-in for window.matchMedia (which MUI's useMediaQuery reads), for a test that spies on it
 * to be on another screen than setup-dom.ts's default: one that meets the queries `meets` says it
 * does, and never changes (its listeners are never called).
 */
export function matchMediaFor(meets: (query: string) => boolean) {
  return (query: string): MediaQueryList =>
    ({
      matches: meets(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
