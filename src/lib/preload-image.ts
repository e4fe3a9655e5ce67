/**
 * Asks the browser to start downloading an image now, at high priority, before the component that
 * shows it has rendered: for a page's largest image, whose address arrives with the page's data.
 * The <img> that then uses the same URL is served from that download.
 */
export function preloadImage(url: string | undefined): void {
  if (!url || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
