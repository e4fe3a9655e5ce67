/** The club's font files as `data:` URLs, subset by the build (src/app/start/club-font-plugin.ts). */
declare module 'virtual:club-font-inline' {
  export const regular: string;
  export const bold: string;
}
