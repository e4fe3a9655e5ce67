/**
 * The end-to-end stacks' one build (e2e-build.ts's buildSharedSite), in a process of its own: its
 * environment holds the placeholders. Arguments: the output directory and the warnings log's name.
 * Sends its line, or its error, to the parent and exits.
 */
import { buildE2eSite, recordBuiltWith } from './e2e-build.ts';

const [outDir, logName] = process.argv.slice(2) as [string, string];
let message: { line: string } | { error: string };
try {
  message = { line: await buildE2eSite(outDir, logName, 'every stack, built once') };
  recordBuiltWith(outDir);
} catch (error) {
  message = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
// Exits once the parent has the message (Vite's build may leave a handle open).
process.send?.(message, () => process.exit('error' in message ? 1 : 0));
