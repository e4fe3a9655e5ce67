/**
 * The stages (docs/start-up.md): the app's code evaluated one task per stage, React, emotion and
 * MUI's styling, MUI's theme, MUI's components, the router and queries; the app's own modules
 * (src/main.tsx) come a task after the last. The build keeps each stage in one file
 * (vite-plugin.ts START_STAGES, in this order), and each stage module (`*-stage.ts`) re-exports
 * one name, so importing it keeps nothing else of its package. Evaluated at once, the app is one
 * long task on a phone, and a tap in the meantime waits for all of it.
 */
const STAGES: (() => Promise<unknown>)[] = [
  () => import('./react-stage'),
  () => import('./styles-stage'),
  () => import('./theme-stage'),
  () => import('./ui-stage'),
  () => import('./data-stage'),
];

/** A promise that settles in a task of its own. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Evaluates the stages, each in a task of its own, then a task later resolves. */
export function runStages(): Promise<unknown> {
  return STAGES.reduce<Promise<unknown>>(
    (done, stage) => done.then(nextTask).then(stage),
    Promise.resolve(),
  ).then(nextTask);
}
