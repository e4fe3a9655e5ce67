/**
 * The page's first script. A public page arrives as HTML with its content; the app (main.tsx) is
 * started only once the browser has shown that content (its first contentful paint), so a phone
 * shows the page at once rather than after evaluating the app's JavaScript, which would otherwise
 * run first whenever it is already at hand (cached, or on a fast connection). The app's files are
 * fetched meanwhile (vite.config.ts preloads them from index.html), so nothing waits on the network.
 * The bare app shell has nothing to show and starts at once, as does a page in a background tab
 * (it paints nothing until shown) or a browser that does not report paints (the next frame then).
 */
const startApp = () => void import('./main');
/** In case the paint is never reported: the app never waits longer than this. */
const LONGEST_WAIT_MS = 1500;

const hasContent = !!document.getElementById('root')?.firstElementChild;
if (!hasContent || document.visibilityState !== 'visible') startApp();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    painted.disconnect();
    startApp();
  };
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(once, LONGEST_WAIT_MS);
}
