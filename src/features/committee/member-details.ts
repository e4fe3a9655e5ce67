/** The lines of a comma-separated address, trimmed, without empty parts. */
export function addressLines(address: string | undefined): string[] {
  return (address ?? '')
    .split(',')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Up to two initials for a generated avatar: "Amy Perch" -> "AP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

/**
 * A colour picked from the name, so a member keeps the same avatar colour; dark enough for white
 * initials to pass WCAG AA contrast.
 */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash}, 55%, 32%)`;
}
