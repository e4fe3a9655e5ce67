/**
 * What the email tests share, written once: reading a MailDev's inbox through its REST API
 * (MailDev 3: /api/email), the sender's settings pointed at its SMTP port, and the member whose
 * joining starts most of the club's emails. Used by admin-server/test/mail.test.ts (its own
 * MailDev) and tests/mail-news.int.test.ts (the stack's, shared: so every look is by recipient).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { mailSettings } from '../../src/mail/mail-settings';

/** An email as MailDev keeps it. */
export interface Landed {
  id: string;
  subject: string;
  to: { address: string }[];
  html: string;
  text: string;
}

/** The inbox of the MailDev whose web port is `webPort`. */
export function mailDevInbox(webPort: number) {
  const api = `http://127.0.0.1:${webPort}/api/email`;
  const all = async () => (await (await fetch(api)).json()) as Landed[];
  return {
    all,
    /** What landed for `address`. */
    to: async (address: string) => (await all()).filter((mail) => mail.to[0]?.address === address),
    /** A landed email's raw source, headers and all. */
    source: async (id: string) => (await fetch(`${api}/${id}/source`)).text(),
    clear: async () => {
      await fetch(`${api}/all`, { method: 'DELETE' });
    },
  };
}

/** The mail settings of this environment, sending through SMTP on this machine at `smtpPort`. */
export const smtpSettings = (smtpPort: number) =>
  mailSettings({ ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });

/** A membership type as an admin made it, with no cap; its id is its age band. */
const addType = (db: Firestore, id: string, name: string, pricePence: number) =>
  db.doc(`membershipTypes/${id}`).set({
    name,
    pricePence,
    ageBand: id,
    cap: null,
    description: '',
    rev: 1,
  });

/** The adult membership type members join as, at £45. */
export const addAdultType = (db: Firestore) => addType(db, 'adult', 'Adult', 4500);

/** The junior membership type (a guardian required), at £15. */
export const addJuniorType = (db: Firestore) => addType(db, 'junior', 'Junior', 1500);

/**
 * An adult joining through the admin server (POST /api/members/join), which queues its reply;
 * paying the treasurer unless `more` says `payBy: 'card'` (which needs the server's
 * startCheckout); `more` also joins as another type (a junior's date of birth and guardian).
 */
export async function join(
  baseUrl: string,
  email: string,
  name = 'Ann Angler',
  more: Record<string, unknown> = {},
) {
  const response = await fetch(`${baseUrl}/api/members/join`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      typeId: 'adult',
      email,
      name,
      phone: '07700 900123',
      address: '1 River Row, Weston',
      publishName: true,
      publishPhotos: true,
      rulesAccepted: true,
      payBy: 'treasurer',
      ...more,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { memberId: string; status: string };
}
