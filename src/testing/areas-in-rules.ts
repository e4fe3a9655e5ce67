/**
 * firestore.rules and storage.rules cannot import the table of admin areas (src/config/areas.ts),
 * so their per-area parts are checked against it: each sentence says what is missing or stray and
 * where. Used by src/config/areas-in-rules.test.ts, on the real files and on the worked example of
 * docs/admin-kit.md applied to them.
 */
import type { AdminArea } from '../config/areas';

export interface RulesFiles {
  firestore: string;
  storage: string;
}

/** The Storage folders an area's flag writes: its pictures' and its other folders. */
export function foldersOf(area: AdminArea): string[] {
  return [
    ...Object.values(area.pictures ?? {}).map((picture) => picture.folder),
    ...Object.values(area.folders ?? {}),
  ];
}

/** The text of the block that opens at `start` (at or after its `{`), braces balanced. */
function blockAt(text: string, start: number): string {
  const open = text.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** storage.rules' top-level folders, each with its match block: `match /catches/{id} { … }`. */
function storageMatches(storage: string): Map<string, string> {
  const matches = new Map<string, string>();
  // `match /waterImages/{waterKey}/{id} {`: the folder, then the block after the last segment
  // (the service's own `match /b/{bucket}/o` is no folder).
  for (const match of storage.matchAll(/match \/([A-Za-z0-9_-]+)((?:\/\{[^}]*\})+) \{/g)) {
    if (match[2] === '/{bucket}') continue;
    matches.set(match[1]!, blockAt(storage, match.index + match[0].length - 1));
  }
  return matches;
}

/** The keys of firestore.rules' historyPattern map: the areas whose documents are recorded. */
function historyPatternAreas(firestore: string): string[] | undefined {
  const start = firestore.search(/function historyPattern\(area\)/);
  if (start < 0) return undefined;
  return [...blockAt(firestore, start).matchAll(/'([A-Za-z]+)':/g)].map((match) => match[1]!);
}

const flagsNamed = (rules: string) =>
  new Set([...rules.matchAll(/hasFlag\('([^']*)'\)/g)].map((match) => match[1]!));

/** Where the rules disagree with the table, one sentence each; empty when they agree. */
export function rulesDisagreements(
  areas: Readonly<Record<string, AdminArea>>,
  rules: RulesFiles,
): string[] {
  const problems: string[] = [];
  const flags = Object.keys(areas);
  const recorded = flags.filter((flag) => areas[flag]!.historyName !== undefined);

  const patterned = historyPatternAreas(rules.firestore);
  if (!patterned) {
    problems.push('firestore.rules has no historyPattern(area) function.');
  } else {
    for (const flag of recorded.filter((flag) => !patterned.includes(flag))) {
      problems.push(
        `firestore.rules: historyPattern(area) has no paths for ${flag}, whose changes are recorded (src/config/areas.ts gives it a historyName): add '${flag}': '^<collection>/[A-Za-z0-9_-]+$'.`,
      );
    }
    for (const flag of patterned.filter((flag) => !recorded.includes(flag))) {
      problems.push(
        `firestore.rules: historyPattern(area) names ${flag}, which is no recorded area of src/config/areas.ts (no such flag, or no historyName).`,
      );
    }
  }

  const firestoreFlags = flagsNamed(rules.firestore);
  for (const flag of flags.filter((flag) => flag !== 'superAdmin' && !firestoreFlags.has(flag))) {
    problems.push(
      `firestore.rules: nothing is written with hasFlag('${flag}'): the area's collection needs its rules.`,
    );
  }
  for (const [file, text] of [
    ['firestore.rules', rules.firestore],
    ['storage.rules', rules.storage],
  ] as const) {
    for (const flag of flagsNamed(text)) {
      if (!flags.includes(flag)) {
        problems.push(`${file}: hasFlag('${flag}') names no area of src/config/areas.ts.`);
      }
    }
  }

  const matches = storageMatches(rules.storage);
  const folderFlags = new Map<string, string>();
  for (const flag of flags) {
    for (const folder of foldersOf(areas[flag]!)) {
      folderFlags.set(folder, flag);
      const block = matches.get(folder);
      if (!block) {
        problems.push(
          `storage.rules: no \`match /${folder}/{id}\` for the folder of ${flag} (src/config/areas.ts): add one whose write needs hasFlag('${flag}').`,
        );
      } else if (!block.includes(`hasFlag('${flag}')`)) {
        problems.push(
          `storage.rules: \`match /${folder}/\` is written without hasFlag('${flag}'), the flag of its area in src/config/areas.ts.`,
        );
      }
    }
  }
  for (const folder of matches.keys()) {
    if (!folderFlags.has(folder)) {
      problems.push(
        `storage.rules: \`match /${folder}/\` is no area's folder in src/config/areas.ts (\`pictures\` or \`folders\`).`,
      );
    }
  }
  for (const match of rules.firestore.matchAll(/pictureFieldOk\('[^']*', '([A-Za-z0-9_-]+)/g)) {
    if (!folderFlags.has(match[1]!)) {
      problems.push(
        `firestore.rules: pictureFieldOk(…, '${match[1]}') names no area's folder in src/config/areas.ts.`,
      );
    }
  }
  return problems;
}
