/**
 * `npm run build`: the production build. The browser's files (dist/client, what Hosting serves),
 * the server renderer with its dependencies bundled in (dist/server), and the `pages` function
 * (server/build: function.js with the renderer and index.html beside it, deployed from server/).
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildSite, sitePaths } from './site-server.ts';

const OUT_DIR = 'dist';
const FUNCTION_DIR = path.join('server', 'build');

await buildSite(OUT_DIR, {}, true);
const { client, server } = sitePaths(OUT_DIR);
rmSync(FUNCTION_DIR, { recursive: true, force: true });
mkdirSync(path.join(FUNCTION_DIR, 'site', 'client'), { recursive: true });
cpSync(server, path.join(FUNCTION_DIR, 'site', 'server'), { recursive: true });
cpSync(path.join(client, 'index.html'), path.join(FUNCTION_DIR, 'site', 'client', 'index.html'));
await build({
  entryPoints: ['server/function.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  outfile: path.join(FUNCTION_DIR, 'function.js'),
});
console.log(`Built ${client} (Hosting), ${server} and ${FUNCTION_DIR} (the pages function).`);
