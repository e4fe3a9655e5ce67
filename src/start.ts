/**
 * The page's first script. A public page arrives as HTML with its content; the app (main.tsx) is
 * started only once the browser has shown that content, so a phone shows the page at once rather
 * than after evaluating the app's JavaScript, which would otherwise run first whenever it is
 * already at hand (cached, or on a fast connection). "Shown" is the first contentful paint, and
 * when the page has a picture it fetches first (fetchpriority="high", its largest element), the
 * paint of that picture too: the app's first long task would otherwise hold it off screen for as
 * long as the app takes to start. The app's files are fetched then, all at once (index.html
 * holds their preload links in a template, vite.config.ts), so the paint does not share a slow
 * line with them. The bare app shell has nothing to show and starts at once, as does a page in a
 * background tab (it paints nothing until shown) or a browser that does not report paints (the
 * next frame then).
 */
import { APP_FILES_ID } from './app/start/app-files';

/**
 * The app's code in stages, each evaluated in a task of its own (vite.config.ts START_STAGES keeps
 * each in one file): React, emotion and MUI's styling, MUI's theme, MUI's components, the router
 * and queries, and then the app's own modules (main.tsx), which starts a task later, hydrating the
 * page (Firebase loads after that, main.tsx). Evaluated at once, it is one long task on a phone,
 * and a tap in the meantime waits for all of it.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import('./app/start/react-stage'),
  () => import('./app/start/styles-stage'),
  () => import('./app/start/theme-stage'),
  () => import('./app/start/ui-stage'),
  () => import('./app/start/data-stage'),
];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** Fetches every file of the app at once (their links, vite.config.ts preloadApp), then the stages. */
const startApp = () => {
  const files = document.getElementById(APP_FILES_ID);
  if (files instanceof HTMLTemplateElement) document.head.append(files.content.cloneNode(true));
  void STAGES.reduce<Promise<unknown>>(
    (done, stage) => done.then(nextTask).then(stage),
    Promise.resolve(),
  )
    .then(nextTask)
    .then(() => import('./main'))
    .then((main) => nextTask().then(() => main.startApp()));
};
/** In case the paint is never reported: the app never waits longer than this. */
const LONGEST_WAIT_MS = 1500;

const hasContent = !!document.getElementById('root')?.firstElementChild;
const reports = PerformanceObserver.supportedEntryTypes ?? [];
if (!hasContent || document.visibilityState !== 'visible') startApp();
else if (!reports.includes('paint')) {
  requestAnimationFrame(() => setTimeout(startApp));
} else {
  const picture = document.querySelector('img[fetchpriority="high"]');
  let waiting = picture && reports.includes('largest-contentful-paint') ? 2 : 1;
  let started = false;
  const observers: PerformanceObserver[] = [];
  const once = () => {
    if (started) return;
    started = true;
    observers.forEach((observer) => observer.disconnect());
    startApp();
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
