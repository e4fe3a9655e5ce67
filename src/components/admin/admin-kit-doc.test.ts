import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/admin-kit.md shows the worked example's files in full; they must be the real code.
const root = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(root, 'docs/admin-kit.md'), 'utf8');

/** Each "`path`: what it is" line followed by a code block: the file the doc says it shows. */
const shown = [...doc.matchAll(/^`(src\/[^`]+)`: .*\n\n```tsx?\n([\s\S]*?)```$/gm)].map(
  ([, file, code]) => ({ file: file!, code: code! }),
);

const lines = (code: string) => code.split('\n').slice(0, -1);
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line);

describe('docs/admin-kit.md', () => {
  it('shows the worked example as the files are', () => {
    expect(shown.map((block) => block.file)).toEqual([
      'src/features/matches/api/matches-collection.ts',
      'src/features/matches/admin/MatchDialog.tsx',
      'src/features/matches/admin/ManageMatchesPage.tsx',
    ]);
    for (const { file, code } of shown) {
      expect(code, file).toBe(readFileSync(path.join(root, file), 'utf8'));
    }
  });

  it('gives their true line counts', () => {
    const all = shown.flatMap((block) => lines(block.code));
    const code = all.filter(
      (line) => line.trim() !== '' && !isComment(line) && !line.startsWith('import '),
    );
    expect(doc).toContain(
      `${all.length} lines in all, ${code.length} without imports, comments and blank lines`,
    );
  });
});
