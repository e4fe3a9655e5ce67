/** Pegs written back as ranges: [1, 2, 3, 5, 7, 8] as "1-3, 5, 7-8". */
export function formatPegRanges(pegs: number[]): string {
  const sorted = [...new Set(pegs)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}
