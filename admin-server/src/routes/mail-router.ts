/**
 * Email routes (docs/email.md):
 *   GET  /mail/unsubscribe?token=  a page with one button (a GET never unsubscribes: mail scanners
 *                                  follow links); POST /mail/unsubscribe?token= stops that kind:
 *                                  RFC 8058's one-click POST, no sign-in, the token signed.
 *   GET  /mail/status              any enabled admin: "N emails waiting".
 *   GET|PUT /mail/preferences      the signed-in member's choices per kind.
 */
import { Router, type Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { signedInCaller } from '../members/callers.ts';
import {
  choiceFields,
  isEssential,
  isOptIn,
  kindIsOn,
  KIND_LABELS,
  MAIL_KINDS,
  type MailChoices,
  type MailKind,
} from '../mail/kinds.ts';
import { PREFERENCES } from '../mail/outbox.ts';
import { mailStatus } from '../mail/sender.ts';
import { unsubscribeKey, verifyUnsubscribe } from '../mail/unsubscribe-token.ts';

const STOPPABLE = MAIL_KINDS.filter((kind) => !isEssential(kind));
/** Kinds only admins (or a day ticket's buyer) get: not among a member's choices. */
const NOT_MEMBERS: ReadonlySet<MailKind> = new Set([
  'catchesDigest',
  'adminAccountCreated',
  'dayTicket',
]);
const forMembers = (kind: MailKind) => !NOT_MEMBERS.has(kind);
const stoppable = z.enum(STOPPABLE as [MailKind, ...MailKind[]]);
// `on` (what /account's switches send) or, as first built, `stopped`: one of the two.
const preferencesSchema = z.union([
  z.strictObject({ on: z.partialRecord(stoppable, z.boolean()) }),
  z.strictObject({ stopped: z.partialRecord(stoppable, z.boolean()) }),
]);

/** The merged fields that turn each named kind on or off (mail/kinds.ts, choiceFields). */
function choicesOf(on: Partial<Record<MailKind, boolean>>): MailChoices {
  const fields: Required<MailChoices> = { stopped: {}, wanted: {} };
  for (const [kind, value] of Object.entries(on) as [MailKind, boolean][]) {
    const one = choiceFields(kind, value);
    Object.assign(fields.stopped, one.stopped);
    Object.assign(fields.wanted, one.wanted);
  }
  // An empty map in a merged set would replace the stored one: only what is named is written.
  return Object.fromEntries(Object.entries(fields).filter(([, map]) => Object.keys(map).length));
}

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family:Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`,
    );
}

export function mailRouter({ auth, db }: { auth: Auth; db: Firestore }): Router {
  const router = Router();
  /**
   * The link's claim, or null once a page has said the link is not valid: a member opens these
   * links in a browser (a mail app may have cut or wrapped one), so the answer is a page, not JSON.
   */
  const claimOf = async (token: unknown, res: Response) => {
    const claim =
      typeof token === 'string' ? verifyUnsubscribe(token, await unsubscribeKey(db)) : null;
    if (!claim) {
      page(
        res,
        400,
        'This link is not valid',
        '<p>This unsubscribe link is not valid: use the link in the email. You can also choose what the club emails you on your membership page, under Emails.</p>',
      );
    }
    return claim;
  };

  router.get('/mail/unsubscribe', async (req, res) => {
    const claim = await claimOf(req.query.token, res);
    if (!claim) return;
    const label = KIND_LABELS[claim.kind];
    page(
      res,
      200,
      `Stop ${label}?`,
      `<p>You will still get receipts and other emails you need.</p><form method="post"><button type="submit" style="font-size:1rem;padding:.75rem 1.5rem">Stop ${label}</button></form>`,
    );
  });

  router.post('/mail/unsubscribe', async (req, res) => {
    const claim = await claimOf(req.query.token, res);
    if (!claim) return;
    await db
      .collection(PREFERENCES)
      .doc(claim.prefsId)
      .set(
        { ...choiceFields(claim.kind, false), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    page(
      res,
      200,
      'Unsubscribed',
      `<p>You will get no more ${KIND_LABELS[claim.kind]}. Other emails from the club still come.</p>`,
    );
  });

  router.get('/mail/status', async (req, res) => {
    const caller = await signedInCaller(auth, req);
    const permissions = (await db.doc(`userPermissions/${caller.uid}`).get()).data();
    if (!permissions || permissions.disabled === true)
      throw new HttpError(403, 'Only an admin may see the mail status.');
    res.json(await mailStatus(db));
  });

  const memberIdOf = async (uid: string) => {
    const found = await db.collection('clubMembers').where('uid', '==', uid).limit(1).get();
    const id = found.docs[0]?.id;
    if (!id) throw new HttpError(404, 'You are not a member yet: join first.');
    return id;
  };

  router.get('/mail/preferences', async (req, res) => {
    const memberId = await memberIdOf((await signedInCaller(auth, req)).uid);
    const prefs = await db.collection(PREFERENCES).doc(memberId).get();
    const choices = prefs.data() as MailChoices | undefined;
    res.json({
      kinds: STOPPABLE.filter(forMembers).map((kind) => ({
        kind,
        label: KIND_LABELS[kind],
        on: kindIsOn(kind, choices),
        optIn: isOptIn(kind),
      })),
      // Sent whatever the member chooses: listed so /account can say so.
      always: MAIL_KINDS.filter((kind) => isEssential(kind) && forMembers(kind)).map((kind) => ({
        kind,
        label: KIND_LABELS[kind],
      })),
    });
  });

  router.put('/mail/preferences', async (req, res) => {
    const memberId = await memberIdOf((await signedInCaller(auth, req)).uid);
    const parsed = preferencesSchema.safeParse(req.body);
    if (!parsed.success) {
      throw new HttpError(400, `Choose among these kinds of email: ${STOPPABLE.join(', ')}.`);
    }
    const on =
      'on' in parsed.data
        ? parsed.data.on
        : Object.fromEntries(
            Object.entries(parsed.data.stopped).map(([kind, stopped]) => [kind, !stopped]),
          );
    await db
      .collection(PREFERENCES)
      .doc(memberId)
      .set({ ...choicesOf(on), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    res.status(204).end();
  });

  return router;
}
