/**
 * The build's half of the start-up (docs/start-up.md), one Vite plugin for vite.config.ts:
 * `startUp()`. It makes the first script (first-script.ts, index.html's) an entry of its own and the
 * app (src/main.tsx) a second one; keeps each stage of stages.ts in one file (START_STAGES); writes
 * the preload template and the low-priority script tags into index.html (preloadApp); and marks the
 * files a public page runs as it starts with V8's compile hint (compileHints); and gives the server
 * the club's font to put inside its pages (clubFontInline, club-font-plugin.ts, also in `npm run
 * dev`). Runs in Node: nothing here reaches the browser but what it writes.
 */
import type { Plugin } from 'vite';
import { APP_FILES_ID } from './app-files.ts';
import { clubFontInline } from './club-font-plugin.ts';
import { FIRST_SCRIPT_ID, INLINE_SCRIPT } from './inline-script.ts';

const here = (file: string) => new URL(file, import.meta.url).pathname;

const APP_ENTRY = here('../../main.tsx');
const PAGE_TABLE = here('../public-pages.tsx');
/** The table's server half: the browser never loads it (src/app/public-pages.tsx). */
const PAGE_TABLE_SERVER_HALF = here('../public-pages-server.ts');
/**
 * index.html and its script, with what that imports (all of it a few hundred bytes): not in the
 * app's file (a captured module brings its imports, and the page would evaluate the app before
 * painting).
 */
const FIRST_SCRIPT = [
  here('../../../index.html'),
  here('../../first-script.ts'),
  here('./wait-for-paint.ts'),
  here('./app-files.ts'),
  here('./stages.ts'),
];
/**
 * The packages of each stage of stages.ts (its STAGES, in the same order), each one file, so
 * that each is evaluated in a task of its own: the app's start as several short tasks, not one
 * long one that a tap would wait behind. MUI's theme is a stage of its own: its default theme is
 * built as it loads. Firebase is none: the app loads it when it first reads or signs in
 * (src/main.tsx), after the page is hydrated.
 */
const START_STAGES = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  {
    name: 'styles',
    packages: [
      '@emotion',
      '@mui/system',
      '@mui/utils',
      '@mui/styled-engine',
      '@mui/private-theming',
      'stylis',
      'react-is',
      'hoist-non-react-statics',
      '@babel/runtime',
      'clsx',
      'prop-types',
    ],
  },
  { name: 'theme', packages: ['@mui/material/styles', '@mui/material/colors'] },
  { name: 'ui', packages: ['@mui', 'react-transition-group', '@popperjs'] },
  { name: 'data', packages: ['react-router', 'react-router-dom', '@tanstack', 'history'] },
];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Everything the start-up needs of the build: vite.config.ts's one line for it. */
export function startUp(): Plugin[] {
  return [startUpFiles(), preloadApp(), compileHints(), clubFontInline()];
}

/**
 * The build's inputs and files: index.html (the first script) and the app it starts after the
 * first paint, whose code is kept in one file per stage of stages.ts, which evaluates them one
 * task at a time; the first script stays a file of its own.
 */
function startUpFiles(): Plugin {
  return {
    name: 'pac-start-up-files',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: here('../../../index.html'), main: APP_ENTRY },
          output: {
            codeSplitting: {
              groups: [
                // Vite's own helpers (the preloader of a dynamic import, which the first script
                // uses), in a tiny file of their own, taken first: the app's modules import them
                // too.
                { name: 'vite-helpers', test: (id) => id.startsWith('\0vite/'), priority: 10 },
                // An earlier stage first where two overlap (@mui/system is styles', not ui's).
                ...START_STAGES.map(({ name, packages }, index) => ({
                  name,
                  tags: ['$initial' as const],
                  test: new RegExp(`/node_modules/(${packages.join('|')})/`),
                  priority: 2 + START_STAGES.length - index,
                })),
                {
                  name: 'boot',
                  tags: ['$initial' as const],
                  test: (id: string) => !FIRST_SCRIPT.includes(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
  };
}

/**
 * The preload template, the first script's template and the low-priority script tags. The app's
 * code (src/main.tsx, and the stages before it) runs only after the page's first paint
 * (first-script.ts), which then fetches all its files at once: index.html holds their preload
 * links, inert in a <template> until then. The first script's own tags (Vite's, for the `index`
 * entry and its imports) wait too, in a template of their own, until index.html's inline script
 * (inline-script.ts) puts them into the page after the paint: before it, the page fetches and
 * evaluates no JavaScript file. Every script and preload tag is fetched at low priority, behind
 * the page's largest picture.
 */
function preloadApp(): Plugin {
  return {
    name: 'pac-preload-app',
    apply: 'build',
    // After vite-plugin-pwa's own 'post' step (vite.config.ts lists it first), which writes the
    // manifest link moved below.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const main = chunks.find((chunk) => chunk.facadeModuleId === APP_ENTRY);
        const first = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
        if (!main || !first) throw new Error('start-up: the build has no src/main.tsx or index');
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(add);
        };
        add(main.fileName);
        // And the stages the first script takes before it (START_STAGES).
        first.dynamicImports.forEach(add);
        // The first script's tags, as Vite wrote them: its script and the preloads of its imports.
        // Taken out of <head> (with the line they stood on) into the first script's template.
        const firstTags = [first.fileName, ...first.imports].map((file) => {
          const found = new RegExp(
            `\\n?[ \\t]*(<(?:script type="module"|link rel="modulepreload")[^>]*"/${file.replaceAll('.', '[.]')}">(?:</script>)?)`,
          ).exec(html);
          if (!found) throw new Error(`start-up: index.html has no tag for ${file}`);
          html = html.replace(found[0], '');
          return found[1]!;
        });
        // The web app manifest's link too (vite-plugin-pwa's): Chrome fetches the manifest, and the
        // icon it names, as soon as it sees the link, before the first paint, and Lighthouse's
        // model of a slow phone counted both in the page's largest contentful paint. Nothing needs
        // it sooner: it serves installing the app.
        const manifest = /\n?[ \t]*(<link rel="manifest"[^>]*>)/.exec(html);
        if (!manifest) throw new Error('start-up: index.html has no web app manifest link');
        html = html.replace(manifest[0], '');
        firstTags.push(manifest[1]!);
        const preloads = [...files]
          .filter((file) => file !== first.fileName && !first.imports.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // The page's content is in the HTML and its largest image is fetched first
        // (fetchpriority="high"). The app's files, which only make it interactive, are fetched
        // when it starts, after the first paint (first-script.ts puts these links into the page):
        // the paint and its picture do not share a phone's slow line with 190 KB of scripts.
        return html
          .replace(
            '</head>',
            `<template id="${FIRST_SCRIPT_ID}">${firstTags.join('')}</template>\n` +
              `<template id="${APP_FILES_ID}">${preloads.join('')}</template>\n</head>`,
          )
          .replace('</body>', `<script>${INLINE_SCRIPT}</script>\n</body>`)
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * Marks every file a public page runs as it starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, a comment that other browsers ignore): Chromium then compiles
 * its functions on the background thread that downloads it, instead of one at a time on the main
 * thread the first time each is called. Those first calls (React's and MUI's, hydrating the page)
 * made most of the long tasks between a page's first paint and its first tap on a phone
 * (docs/start-up.md, Total Blocking Time). "Every file a page starts with": the first script's, the
 * app's (src/main.tsx, and the stages before it) and each public page's (the public-pages table),
 * with the files they import; not the admin's, nor what loads once the page is interactive.
 * Added once the bundle is complete, the only time its graph of files is known: a file's hash
 * stands for its code, and whether it is marked follows from that graph.
 */
function compileHints(): Plugin {
  return {
    name: 'pac-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own changes to the files (its list of a dynamic import's files goes first).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = (this.getModuleInfo(PAGE_TABLE)?.dynamicallyImportedIds ?? []).filter(
          (id) => id !== PAGE_TABLE_SERVER_HALF,
        );
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        // The page's first script (index.html's) and what it loads before the app: the stages
        // and the app (src/main.tsx); and each public page's own file.
        const first = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
        const pageFiles = chunks.filter(({ facadeModuleId: id }) => id && pages.includes(id));
        if (!first || pageFiles.length !== pages.length) {
          throw new Error('start-up: the first script or a public page has no file of its own');
        }
        const starts = [
          first.fileName,
          ...first.dynamicImports,
          ...pageFiles.map((c) => c.fileName),
        ];
        const marked = new Set<string>();
        const mark = (file: string) => {
          if (marked.has(file)) return;
          marked.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The code moved a line down: so do its source map's lines (in the map's file too, which
          // a build with source maps already holds, as Vite does for its own line above).
          if (chunk.map) {
            chunk.map.mappings = `;${chunk.map.mappings}`;
            const file = bundle[`${chunk.fileName}.map`];
            if (file?.type === 'asset') file.source = chunk.map.toString();
          }
          chunk.imports.forEach(mark);
        };
        starts.forEach(mark);
      },
    },
  };
}
