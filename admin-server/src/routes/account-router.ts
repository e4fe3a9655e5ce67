/** A member's own account (docs/members.md): claim, details, export, close, renew, permit. */
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { canRenew, standingOn } from '../../../src/config/membership.ts';
import { HttpError } from '../http-error.ts';
import {
  changeMember,
  claim,
  editorOf,
  exportOf,
  memberClaims,
  ownRecord,
} from '../members/account.ts';
import { validBody, signedInCaller } from '../members/callers.ts';
import { readType } from '../members/join.ts';
import { membershipDescription, payFor } from '../members/pay.ts';
import { membershipSettings } from '../members/payments.ts';
import { writeRecorded } from '../members/recorded.ts';
import { accountDetailsSchema, renewSchema } from '../members/schemas.ts';
import { signPermit } from '../permits/sign-permit.ts';
import { handle, type SigningDeps } from './members-router.ts';

export function accountRouter({ auth, db, today, startCheckout, permitKeys }: SigningDeps): Router {
  const router = Router();

  router.post(
    '/account/claim',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      res.json({ memberId: await claim(db, caller) });
    }),
  );

  router.put(
    '/account/details',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      const { guardian, ...details } = validBody(accountDetailsSchema, req.body);
      const record = await ownRecord(db, caller.uid);
      const after = await changeMember(db, record.id, editorOf(caller), 'edit', (stored) => {
        if (stored.uid !== caller.uid) throw new HttpError(409, 'Your membership changed: reload.');
        if (stored.ageBand === 'junior' && !guardian) {
          throw new HttpError(400, 'A junior needs a parent or guardian who gives their consent.');
        }
        return {
          fields: {
            ...details,
            ...(guardian !== undefined
              ? {
                  guardian: guardian && {
                    name: guardian.name,
                    email: guardian.email,
                    phone: guardian.phone,
                    consentAt: stored.guardian?.consentAt ?? new Date().toISOString(),
                  },
                }
              : {}),
          },
          title: `${details.name}: changed their details`,
        };
      });
      res.json({ rev: after.rev });
    }),
  );

  router.get(
    '/account/export',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      const record = await ownRecord(db, caller.uid);
      const data = await exportOf(db, record);
      // Recorded: the register's history says when the member took their data.
      await db.runTransaction(async (tx) => {
        const current = await tx.get(record.ref);
        writeRecorded(
          db,
          tx,
          record.ref,
          current.data(),
          { exportedAt: FieldValue.serverTimestamp() },
          {
            kind: 'edit',
            editor: editorOf(caller),
            title: `${current.get('name') as string}: downloaded their data`,
          },
          { merge: true },
        );
      });
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Disposition', 'attachment; filename="pac-my-data.json"');
      res.json(data);
    }),
  );

  router.post(
    '/account/close',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      const record = await ownRecord(db, caller.uid);
      const after = await changeMember(db, record.id, editorOf(caller), 'edit', (stored) => {
        if (stored.status === 'closed')
          throw new HttpError(409, 'This membership is already closed.');
        if (stored.closeRequestedAt)
          throw new HttpError(409, 'You have already asked to close it.');
        return {
          fields: { closeRequestedAt: new Date().toISOString() },
          title: `${stored.name as string}: asked to close their account`,
        };
      });
      res.json({ closeRequestedAt: after.closeRequestedAt, rev: after.rev });
    }),
  );

  router.post(
    '/account/renew',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      const { payBy } = validBody(renewSchema, req.body ?? {});
      const record = await ownRecord(db, caller.uid);
      const settings = await membershipSettings(db);
      const data = record.data()!;
      const standing = standingOn(
        { status: data.status, paidUntil: data.paidUntil ?? null },
        settings,
        today(),
      );
      // Awaiting payment: a first payment that was never made (a checkout left half way).
      if (!canRenew(standing) && standing !== 'awaitingPayment') {
        throw new HttpError(409, 'Renewal opens nearer the end of the season you have paid for.');
      }
      const type = await readType(db, data.typeId as string);
      const checkout = payBy === 'treasurer' ? undefined : startCheckout;
      const pay = await payFor(req.log, checkout, settings, {
        kind: 'membership',
        id: record.id,
        amountPence: type.pricePence,
        // A first payment left half way (never paid: no paidUntil) is no renewal.
        description: membershipDescription(type.name, settings, today(), data.paidUntil != null),
        email: data.email as string,
        reference: data.paymentReference as string,
      });
      res.json({ amountPence: type.pricePence, pay });
    }),
  );

  router.get(
    '/account/permit',
    handle(async (req, res) => {
      const caller = await signedInCaller(auth, req);
      const record = await ownRecord(db, caller.uid);
      const settings = await membershipSettings(db);
      const claims = memberClaims(record.data()!, settings, today());
      const keys = await permitKeys();
      if (!keys) throw new HttpError(503, 'Permits cannot be issued: no signing key is set.');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: await signPermit(keys, claims), claims });
    }),
  );

  return router;
}
