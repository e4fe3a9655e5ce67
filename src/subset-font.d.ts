/** subset-font ships no types: the call the build makes (src/app/start/club-font-plugin.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
