/** In case the paint is never reported: the app never waits longer than this. */
const LONGEST_WAIT_MS = 1500;

/**
 * The wait for the paint (docs/start-up.md): `start` runs once the browser has shown the server's
 * HTML. "Shown" is the first contentful paint and, when the page has a picture it fetches first
 * (fetchpriority="high", its largest element), that picture's largest-contentful-paint entry too:
 * the app's first long task would otherwise hold the picture off screen for as long as the app
 * takes to start. The bare app shell has nothing to show and starts at once, as does a page in a
 * background tab (it paints nothing until shown); a browser that does not report paints starts at
 * the next frame, and none waits longer than LONGEST_WAIT_MS.
 */
export function afterFirstPaint(start: () => void): void {
  const hasContent = !!document.getElementById('root')?.firstElementChild;
  const reports = PerformanceObserver.supportedEntryTypes ?? [];
  if (!hasContent || document.visibilityState !== 'visible') return start();
  if (!reports.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const picture = document.querySelector('img[fetchpriority="high"]');
  let waiting = picture && reports.includes('largest-contentful-paint') ? 2 : 1;
  let started = false;
  const observers: PerformanceObserver[] = [];
  const once = () => {
    if (started) return;
    started = true;
    observers.forEach((observer) => observer.disconnect());
    start();
  };
  const seen = (type: string, shown: (entries: PerformanceEntryList) => boolean) => {
    let done = false;
    const observer = new PerformanceObserver((list) => {
      if (done || !shown(list.getEntries())) return;
      done = true;
      if (--waiting === 0) once();
    });
    observers.push(observer);
    observer.observe({ type, buffered: true });
  };
  seen('paint', (entries) => entries.some((entry) => entry.name === 'first-contentful-paint'));
  if (waiting === 2) {
    seen('largest-contentful-paint', (entries) =>
      entries.some((entry) => (entry as LargestContentfulPaint).element === picture),
    );
  }
  setTimeout(once, LONGEST_WAIT_MS);
}
