// jsdom ships no types; the server renderer (entry-server.tsx) uses only its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
