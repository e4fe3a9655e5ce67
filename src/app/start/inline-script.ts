/**
 * Index.html's inline script (docs/start-up.md, "Nothing before the paint"): the first script's
 * tags wait, inert, in a <template> with this id (vite-plugin.ts writes both), and this script
 * puts them into the page once the server's HTML has been painted. Until then the page fetches and
 * evaluates no JavaScript file at all: a module script in the HTML is fetched as the HTML is read
 * and evaluated before DOMContentLoaded, ahead of the first paint, and Lighthouse's model of a slow
 * phone counted its fetch and evaluation in the page's largest contentful paint (issue 35, point
 * 10). The first script then waits for the paint itself (wait-for-paint.ts: the entries are
 * buffered) and for the page's picture before it fetches the app.
 *
 * Shared by the build (Node) and the unit test, so it imports nothing. The text is a constant, the
 * same in every build, whatever the files' hashes: the Content-Security-Policy allows it by its
 * SHA-256 hash, which the deploy and the local servers compute from the built HTML
 * (scripts/hosting/hosting-headers.ts), so the hash does not change from build to build.
 */
export const FIRST_SCRIPT_ID = 'pac-first-script';

/** How long the first script waits for the page's picture at most (a slow line). */
export const PICTURE_WAIT_MS = 1500;

/**
 * After the next frame (requestAnimationFrame, then a task: the frame has been painted), or at
 * once for the bare app shell (nothing to paint) and a page in a background tab (which paints
 * nothing until shown, and runs no frames). A page whose picture is fetched first
 * (fetchpriority="high": its largest element) waits for that picture to arrive, then for the next
 * frame, at most PICTURE_WAIT_MS: fetched before the picture was painted, the first script's two
 * small files counted in Lighthouse's model of its largest contentful paint (about 0.2-0.3 s on the
 * home page, in the runs where the picture was painted a frame after the text).
 */
export const INLINE_SCRIPT =
  '(()=>{const d=document,p=d.querySelector("img[fetchpriority=high]");let n=0;' +
  'const go=()=>n++||d.head.append(' +
  `d.getElementById("${FIRST_SCRIPT_ID}").content.cloneNode(true)),` +
  'next=()=>requestAnimationFrame(()=>setTimeout(go));' +
  'd.visibilityState=="visible"&&d.getElementById("root")?.firstElementChild' +
  '?p&&!p.complete' +
  `?(p.addEventListener("load",next),p.addEventListener("error",next),setTimeout(go,${PICTURE_WAIT_MS}))` +
  ':next():go()})()';
