/** Helpers for the admin screens' end-to-end tests. */
import { expect, type Page } from '@playwright/test';
import { SUPER_ADMIN } from '../../scripts/seed/demo-accounts';
import { adminDb } from '../../tests/support/emulators';
import { signInAs } from './browser';
import { keepSession, keptSession } from './sessions';
import type { OpenPage, StorageState, Viewport } from './test';

/** A real (1 x 1 px) PNG, for the picture inputs. */
export function pngFile(name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}

const DASHBOARD = '/admin';

/**
 * A fresh page signed in as the demo super admin, at `viewport` (else the project's), on the admin
 * screen `path` (the dashboard unless told); closed after the test. The first in a worker signs in
 * on the login page; the next ones start with its stored session (sessions.ts) and open `path` at
 * once, with no stop at the dashboard: a whole load of the app fewer for a test about another
 * screen. A screen opened is checked to be that screen, signed in: its own heading at its address,
 * not the login page standing in for it.
 */
export async function superAdminPage(openPage: OpenPage, viewport?: Viewport, path = DASHBOARD) {
  const session = keptSession();
  const opened = await openPage(viewport, session);
  const { page } = opened;
  if (!session) {
    await signInAs(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
    keepSession(await opened.context.storageState());
    if (path === DASHBOARD) return opened;
  }
  await page.goto(path);
  if (path === DASHBOARD) {
    await page.getByRole('heading', { name: /Admin Dashboard for/ }).waitFor();
  } else {
    await page.locator('main h1').first().waitFor();
    const asked = new URL(path, page.url()).pathname;
    expect(new URL(page.url()).pathname, 'signed in, on the screen asked for').toBe(asked);
  }
  return opened;
}

/**
 * The demo super admin's session, for a context that opens an admin screen itself
 * (`openPage(viewport, session)`): the one kept in this worker, else signed in for now.
 */
export async function superAdminSession(openPage: OpenPage): Promise<StorageState> {
  const kept = keptSession();
  if (kept) return kept;
  const { context } = await superAdminPage(openPage);
  return context.storageState();
}

/** Waits for the app's notice (snackbar) with this text and closes it. */
export async function expectNotice(page: Page, text: string | RegExp) {
  const notice = page.getByRole('status').filter({ hasText: text });
  await notice.waitFor();
}

/**
 * The notice's Undo, with the pointer resting on it: the notice stays while it is there (the
 * snackbar pauses its 12 s while pointed at, as for a volunteer's finger), so a visitor's page
 * loading slowly elsewhere meanwhile cannot take it away before the test uses it.
 */
export async function holdUndo(page: Page) {
  const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
  await undo.hover();
  return undo;
}

/**
 * In Manage Catches, after Approve: the notice with Undo, then the write made at once by turning
 * to the approved list (the queue writes when the Undo goes, or on turning), and its arrival.
 */
export async function approveFromQueue(page: Page, name: string, catchId: string) {
  await expectNotice(page, `${name} approved: it goes on the catches page.`);
  await page.getByRole('switch', { name: 'Show Approved' }).click();
  await expect
    .poll(async () => (await adminDb().doc(`catches/${catchId}`).get()).get('isPublic'), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** The table row that contains `text`. */
export function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** The Storage object a download URL serves ('memberDisplayPhotos/…'). */
export function storageName(url: string): string {
  return decodeURIComponent(/\/o\/([^?]+)/.exec(url)?.[1] ?? '');
}

/**
 * Waits for the sentence an admin sees on a page outside their permissions (the area's label
 * named) and its link back to the dashboard; the address stays the one asked for.
 */
export async function expectNoAccess(page: Page, permission: string) {
  await page.getByRole('heading', { level: 1, name: 'Not part of your admin access' }).waitFor();
  await page.getByText(`This page needs the ${permission} permission`).waitFor();
  await page.getByRole('link', { name: 'Back to the dashboard' }).waitFor();
}
