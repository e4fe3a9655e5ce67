/**
 * The table of admin areas is the one place an area is declared: the rules agree with it, each
 * area has its screen, and no other file lists the areas (docs/admin-kit.md, "Add an admin area").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesDisagreements } from '../testing/areas-in-rules';
import { AREAS, PERMISSION_FLAGS, type AdminArea } from './areas';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const rules = { firestore: read('firestore.rules'), storage: read('storage.rules') };

/** A made-up area with a logo, as a new one would be declared. */
const SPONSORS: AdminArea = {
  label: 'Manage Sponsors',
  path: 'manage-sponsors',
  historyName: 'Sponsors',
  pictures: {
    sponsorLogo: {
      folder: 'sponsorLogos',
      where: 'the Sponsors page',
      maxWidth: 800,
      maxHeight: 800,
      shownWidth: 240,
      shownHeight: 120,
    },
  },
};

describe('firestore.rules and storage.rules', () => {
  it('agree with the table of admin areas', () => {
    expect(rulesDisagreements(AREAS, rules)).toEqual([]);
  });

  it('fail with a sentence for each part of a new area the rules lack', () => {
    expect(rulesDisagreements({ ...AREAS, manageSponsors: SPONSORS }, rules)).toEqual([
      expect.stringMatching(
        /^firestore\.rules: historyPattern\(area\) has no paths for manageSponsors/,
      ),
      "firestore.rules: nothing is written with hasFlag('manageSponsors'): the area's collection needs its rules.",
      "storage.rules: no `match /sponsorLogos/{id}` for the folder of manageSponsors (src/config/areas.ts): add one whose write needs hasFlag('manageSponsors').",
    ]);
  });

  it('fail when they name a flag, a folder or a recorded area the table does not have', () => {
    const withoutWaters = Object.fromEntries(
      Object.entries(AREAS).filter(([flag]) => flag !== 'manageWaters'),
    );
    expect(rulesDisagreements(withoutWaters, rules)).toEqual([
      expect.stringMatching(/^firestore\.rules: historyPattern\(area\) names manageWaters, which/),
      "firestore.rules: hasFlag('manageWaters') names no area of src/config/areas.ts.",
      "storage.rules: hasFlag('manageWaters') names no area of src/config/areas.ts.",
      "storage.rules: `match /waterImages/` is no area's folder in src/config/areas.ts (`pictures` or `folders`).",
      "firestore.rules: pictureFieldOk(…, 'waterImages') names no area's folder in src/config/areas.ts.",
    ]);
  });
});

describe('the table of admin areas', () => {
  it("gives each area its screen in src/app/admin-routes.tsx, at the area's path", () => {
    const routes = read('src/app/admin-routes.tsx');
    const missing = PERMISSION_FLAGS.filter(
      (flag) => !routes.includes(`areaScreen(\n    '${flag}',`),
    );
    expect(missing, 'areas without areaScreen(flag, …) in src/app/admin-routes.tsx').toEqual([]);
  });

  it('is the only list of the areas: no other file names them all', () => {
    // Checked against the table instead: the rules (above) and the screens (one each).
    const checked = ['src/config/areas.ts', 'src/app/admin-routes.tsx'];
    const flags = PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin');
    const labels = flags.map((flag) => AREAS[flag].label);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const file = `${dir}/${name}`;
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(path.join(root, file)).isDirectory()) walk(file);
        else if (/\.(ts|tsx|js)$/.test(name)) files.push(file);
      }
    };
    for (const dir of [
      'src',
      'admin-server/src',
      'admin-server/test',
      'scripts',
      'server',
      'tests',
      'e2e',
    ]) {
      walk(dir);
    }
    const lists = files.filter((file) => {
      if (checked.includes(file)) return false;
      const text = read(file);
      return (
        flags.every((flag) => new RegExp(`\\b${flag}\\b`).test(text)) ||
        labels.every((label) => text.includes(label))
      );
    });
    expect(
      lists,
      'files that list every area: read src/config/areas.ts (AREAS, PERMISSION_FLAGS) instead',
    ).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
