/**
 * The import boundaries of this repository, checked on the resolved path of every relative import,
 * export-from and dynamic import():
 *   - a feature (src/features/<x>/) imports another feature only through its entries,
 *     src/features/<y>/index.ts (what that feature exports for others) or public.ts (what it
 *     offers public pages: nothing that loads Firebase with the module), never its inner files;
 *   - admin-server/ imports nothing from the site's src/ (it is deployed on its own) but the table
 *     of admin areas (SHARED_WITH_SERVER), which in turn imports nothing else;
 *   - the site's code (src/, tests beside it excepted) imports nothing from scripts/, tests/, e2e/
 *     or the test helpers in src/testing/;
 *   - the app shell (src/app/: routes, layout, admin shell, offline machinery) puts the parts
 *     together, so the parts (src/features, src/components, src/hooks, src/lib, src/config; tests
 *     excepted) import nothing from it.
 * A local rule rather than eslint-plugin-boundaries: these four sentences are the whole policy, and
 * resolving the path makes them exact at any folder depth.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FEATURES = 'src/features/';
const TEST_FILE = /\.(test|int\.test|e2e\.test)\.(ts|tsx)$/;
const APP_SHELL = 'src/app/';
/** The folders the app shell is built from, which never reach back into it. */
const PARTS = ['src/features/', 'src/components/', 'src/hooks/', 'src/lib/', 'src/config/'];

/**
 * The site's files the admin server's bundle takes in: the table of admin areas (its permission
 * flags), the picture sizes it names, the membership rules both sides decide by, a water's status
 * and the scheduled jobs the dashboard reports on. They import nothing beyond each other.
 */
const SHARED_WITH_SERVER = [
  'src/config/areas.ts',
  'src/config/club.ts',
  'src/config/picture-sizes.ts',
  'src/config/catch-photo-variants.ts',
  'src/config/membership.ts',
  'src/config/water-status.ts',
  'src/config/server-jobs.ts',
  'src/config/club-time.ts',
];
const withoutExtension = (file) => file.replace(/\.tsx?$/, '');
const shared = (file) =>
  SHARED_WITH_SERVER.some((each) => withoutExtension(each) === withoutExtension(file));

/** The repository-relative path of a file, with forward slashes. */
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

/** src/features/<name>/... → name */
const featureOf = (file) =>
  file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined;

/** Why importing `target` from `from` crosses a boundary, or undefined when it does not. */
export function boundaryViolation(from, target) {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    const entry = `${FEATURES}${toFeature}`;
    if (target !== entry && !/^(index|public)(\.tsx?)?$/.test(target.slice(entry.length + 1))) {
      return `A feature imports another only through its index.ts or public.ts: import from '${entry}' (add what is needed to its exports) instead of '${target}'.`;
    }
  }
  if (shared(from) && !shared(target)) {
    return `${from} is shared with the admin server, so it imports nothing beyond ${SHARED_WITH_SERVER.join(' and ')} ('${target}').`;
  }
  if (from.startsWith('admin-server/') && target.startsWith('src/') && !shared(target)) {
    return `The admin server imports nothing from the site's src/ ('${target}'), but the table of admin areas: it is deployed on its own. Move what both need into admin-server/ or pass it in.`;
  }
  if (from.startsWith('src/') && !TEST_FILE.test(from)) {
    const forbidden = ['scripts/', 'tests/', 'e2e/', 'src/testing/'].find((dir) =>
      target.startsWith(dir),
    );
    if (forbidden) {
      return `The site's code imports nothing from ${forbidden} ('${target}'): only tests may.`;
    }
    if (target.startsWith(APP_SHELL) && PARTS.some((dir) => from.startsWith(dir))) {
      return `The app shell (src/app/) is built from the parts; a part imports nothing from it ('${target}'). Move what both need into src/components, src/hooks or src/lib.`;
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep imports within the boundaries of features, the site and the admin server.',
    },
    schema: [],
  },
  create(context) {
    const from = relative(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(context.filename), source.value));
      const message = boundaryViolation(from, target);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
