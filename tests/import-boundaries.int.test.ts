/**
 * The import boundaries (eslint-rules/import-boundaries.js), through ESLint's Node API with this
 * repository's own config, on small fixtures placed (by path only) where the rule must act.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

/** The rule's messages for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'pac/import-boundaries')
    .map((message) => message.message);
}

describe('import boundaries in ESLint', () => {
  it("refuses a feature's import of another feature's inner file", async () => {
    expect(
      await boundaryErrors(
        'src/features/contacts/admin/Fixture.tsx',
        "import { useMembers } from '../../committee/api/get-members';",
      ),
    ).toEqual([
      expect.stringMatching(
        /through its index\.ts or public\.ts: import from 'src\/features\/committee'/,
      ),
    ]);
    expect(
      await boundaryErrors(
        'src/features/contacts/fixture.ts',
        "export { useMembers } from '../committee/api/get-members';\nvoid import('../committee/types');",
      ),
    ).toHaveLength(2);
  });

  it('lets a feature import another through its index.ts or public.ts, and its own files freely', async () => {
    expect(
      await boundaryErrors(
        'src/features/contacts/admin/Fixture.tsx',
        "import { useMembers } from '../../committee';\nimport { x } from '../../committee/index';\nimport { p } from '../../committee/public';\nimport { y } from '../api/get-contacts';",
      ),
    ).toEqual([]);
  });

  it("refuses the admin server's import of the site's code, not of its own src/", async () => {
    expect(
      await boundaryErrors(
        'admin-server/src/users/fixture.ts',
        "import { MIN } from '../../../src/config/constants.ts';",
      ),
    ).toEqual([expect.stringMatching(/The admin server imports nothing from the site's src\//)]);
    expect(
      await boundaryErrors(
        'admin-server/test/fixture.ts',
        "import { createApp } from '../src/app';",
      ),
    ).toEqual([]);
  });

  it("lets the admin server import the table of admin areas, which imports nothing else of the site's", async () => {
    expect(
      await boundaryErrors(
        'admin-server/src/users/fixture.ts',
        "import { PERMISSION_FLAGS } from '../../../src/config/areas.ts';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/config/areas.ts',
        "import { banner } from './picture-sizes';\nimport { CLUB_NAME } from './constants';",
      ),
    ).toEqual([
      expect.stringMatching(/shared with the admin server, so it imports nothing beyond/),
    ]);
  });

  it('refuses a part’s import of the app shell; the shell and tests may', async () => {
    expect(
      await boundaryErrors(
        'src/features/waters/components/Fixture.tsx',
        "import { OfflineNotice } from '../../../app/offline/OfflineNotice';",
      ),
    ).toEqual([expect.stringMatching(/a part imports nothing from it \('src\/app\/offline/)]);
    expect(
      await boundaryErrors('src/components/fixture.ts', "void import('../app/query-client');"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/app/layout/Fixture.tsx',
        "import { OfflineNotice } from '../offline/OfflineNotice';\nimport { QueryState } from '../../components/QueryState';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/content/components/Fixture.test.tsx',
        "import { theme } from '../../../app/theme';",
      ),
    ).toEqual([]);
  });

  it("refuses the site's import of scripts and tests, except in its own tests", async () => {
    expect(
      await boundaryErrors(
        'src/lib/fixture.ts',
        "import { demoCatches } from '../../scripts/seed/data';\nimport { adminDb } from '../../tests/support/emulators';\nimport { render } from '../testing/render';",
      ),
    ).toHaveLength(3);
    expect(
      await boundaryErrors(
        'src/features/catches/api/fixture.int.test.ts',
        "import { adminDb } from '../../../../tests/support/emulators';",
      ),
    ).toEqual([]);
  });
});
