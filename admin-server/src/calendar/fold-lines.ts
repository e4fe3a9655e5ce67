/**
 * RFC 5545 (3.1): a content line is folded so that no line is longer than 75 octets, each
 * continuation starting with one space; a reader unfolds by removing every CRLF followed by a space
 * or tab. The `ics` library folds at 75 characters, which in UTF-8 can be twice as many octets
 * (accented names) or four times (emoji), so its output is unfolded and folded again here by
 * octets, never inside a character: a code point's bytes stay on one line.
 */
const MAX_OCTETS = 75;
const CRLF = '\r\n';

function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75.
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** The calendar text with every content line folded at 75 octets. */
export function foldCalendar(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split(CRLF)
    .map((line) => foldLine(line).join(`${CRLF} `))
    .join(CRLF);
}
