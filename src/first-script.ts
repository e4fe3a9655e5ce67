/**
 * The page's first script file, added after the first paint by index.html's inline script
 * (app/start/inline-script.ts): a few hundred bytes that start the app once the server's HTML is on screen
 * (docs/start-up.md). A public page arrives with its content; a phone
 * shows it before it evaluates the app's JavaScript, which it would otherwise run first whenever
 * that JavaScript is at hand (cached, or on a fast line), holding the paint back. After the paint
 * (app/start/wait-for-paint.ts) it fetches the app's files all at once (app-files.ts), evaluates them in
 * stages (stages.ts), and a task later hydrates the page (main.tsx, `hydrateApp`).
 */
import { fetchAppFiles } from './app/start/app-files';
import { nextTask, runStages } from './app/start/stages';
import { afterFirstPaint } from './app/start/wait-for-paint';

/** Fetches the app's files, evaluates them in stages, then hydrates the page with them. */
function loadAndHydrateApp() {
  fetchAppFiles();
  void runStages()
    .then(() => import('./main'))
    .then((main) => nextTask().then(() => main.hydrateApp()));
}

afterFirstPaint(loadAndHydrateApp);
