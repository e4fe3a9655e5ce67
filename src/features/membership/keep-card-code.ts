/**
 * A member's card opens with no signal (components/CardPage.tsx). Its code is no visitor's
 * precache (app/offline/visitor-precache.ts): the service worker keeps it only once it has been
 * fetched, and each new version of the site brings new files. So on every page, once it shows its
 * content (main.tsx), a phone that keeps a card fetches the card's code, which the service worker
 * then keeps: the page, its QR code's library, and Firebase Auth, which says who is signed in
 * (api/watch-member.ts; not precached either).
 * A phone with no card kept (every visitor's) fetches nothing, and none is fetched with no signal:
 * a module whose fetch failed stays failed for the page's life (lib/connection.ts whenConnected).
 */
import { whenConnected } from '../../lib/connection';
import { hasKeptCard } from './api/kept-card';

export async function keepCardCode(): Promise<void> {
  if (!(await hasKeptCard().catch(() => false))) return;
  await new Promise<void>((resolve) => whenConnected(resolve));
  await Promise.all([
    import('./components/CardPage'),
    import('qrcode'),
    import('firebase/auth'),
  ]).catch(() => undefined);
}
