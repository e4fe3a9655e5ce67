/**
 * docs/admin-kit.md's worked example ("Add an admin area": Manage Sponsors, with its own permission
 * and a logo) applied to the repository as the doc writes it, in memory: each block inserted
 * before the line it names or as a new file. It touches at most 6 files, type-checks, and the
 * rules agree with the table; so a new area is declared in the table and nowhere else
 * (src/config/areas.test.ts: no other file lists the areas).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREAS, type AdminArea } from '../src/config/areas';
import { rulesDisagreements } from '../src/testing/areas-in-rules';

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/admin-kit.md'), 'utf8');
const example = doc.slice(doc.indexOf('## Worked example: add an admin area'));

interface Block {
  file: string;
  /** The line the block goes before; undefined for a new file. */
  before?: string;
  code: string;
}

/** "`file`, before `line`: …" or "`file` (new): …", then its code block. */
const blocks: Block[] = [
  ...example.matchAll(/^`([^`]+)`(?:, before `([^`]+)`| \(new\)):[^]*?\n\n```\w*\n([^]*?)```$/gm),
].map(([, file, before, code]) => ({ file: file!, ...(before && { before }), code: code! }));

/** The files as the example leaves them. */
function applied(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { file, before, code } of blocks) {
    if (before === undefined) {
      files.set(file, code);
      continue;
    }
    const lines = (files.get(file) ?? readFileSync(path.join(root, file), 'utf8')).split('\n');
    const at = lines.flatMap((line, i) => (line.trim().startsWith(before) ? [i] : []));
    expect(at, `${file}: the one line starting "${before}"`).toHaveLength(1);
    lines.splice(at[0]!, 0, ...code.replace(/\n$/, '').split('\n'));
    files.set(file, lines.join('\n'));
  }
  return files;
}

describe("docs/admin-kit.md's worked example", () => {
  it('adds an area with its own permission and a picture in at most 6 files', () => {
    const files = [...new Set(blocks.map((block) => block.file))];
    expect(files).toEqual([
      'src/config/areas.ts',
      'firestore.rules',
      'storage.rules',
      'src/app/admin-routes.tsx',
      'src/features/sponsors/api/sponsors-collection.ts',
      'src/features/sponsors/admin/ManageSponsorsPage.tsx',
    ]);
    expect(example).toContain(`in ${files.length} files`);
    for (const block of blocks) {
      expect(existsSync(path.join(root, block.file)), block.file).toBe(block.before !== undefined);
    }
    const table = blocks.find((block) => block.file === 'src/config/areas.ts')!.code;
    expect(table).toMatch(/pictures: \{/);
    expect(table).toMatch(/^ {2}manageSponsors: \{/);
  });

  it('keeps the rules in step with the table', () => {
    const files = applied();
    // The table's new entry is plain data: read as an object literal.
    const entry = blocks.find((block) => block.file === 'src/config/areas.ts')!.code;
    const added = new Function(`return {${entry}};`)() as Record<string, AdminArea>;
    expect(Object.keys(added)).toEqual(['manageSponsors']);
    expect(
      rulesDisagreements(
        { ...AREAS, ...added },
        { firestore: files.get('firestore.rules')!, storage: files.get('storage.rules')! },
      ),
    ).toEqual([]);
  });

  it('type-checks: the kit list and form with a picture field, recorded like any other field', () => {
    const overlay = new Map(
      [...applied()]
        .filter(([file]) => /\.tsx?$/.test(file))
        .map(([file, text]) => [path.join(root, file), text]),
    );
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const host = ts.createCompilerHost(config.options);
    const { fileExists, readFile } = host;
    host.fileExists = (file) => overlay.has(file) || fileExists(file);
    host.readFile = (file) => overlay.get(file) ?? readFile(file);
    // The new feature's folders exist only in the overlay.
    const { directoryExists } = host;
    host.directoryExists = (dir) =>
      [...overlay.keys()].some((file) => file.startsWith(`${dir}${path.sep}`)) ||
      (directoryExists?.(dir) ?? ts.sys.directoryExists(dir));
    const program = ts.createProgram({
      rootNames: [...overlay.keys()],
      options: config.options,
      host,
    });
    const errors = [...overlay.keys()].flatMap((file) =>
      [
        ...program.getSyntacticDiagnostics(program.getSourceFile(file)),
        ...program.getSemanticDiagnostics(program.getSourceFile(file)),
      ].map(
        (diagnostic) =>
          `${path.relative(root, file)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      ),
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
