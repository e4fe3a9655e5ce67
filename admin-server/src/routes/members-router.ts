/**
 * Joining and the register (docs/members.md, "Admin server routes"): POST /members/join for
 * anyone; the rest for admins with Manage Members. Every change recorded in history.
 */
import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CheckoutInput } from '../payments/checkout.ts';
import { HttpError } from '../http-error.ts';
import { changeMember, detailsOf } from '../members/account.ts';
import { adminWith, validBody, optionalCaller } from '../members/callers.ts';
import { join, readType } from '../members/join.ts';
import { EXPORTS, MEMBERS, REVOCATIONS } from '../members/member-record.ts';
import { membershipDescription, payFor } from '../members/pay.ts';
import type { PermitKeys } from '../permits/keys.ts';
import { membershipSettings, recordPayment } from '../members/payments.ts';
import { mailApplicationApproved, mailApplicationReceived } from '../mail/events.ts';
import { historyId, writeRecorded } from '../members/recorded.ts';
import {
  adminEditSchema,
  exportSchema,
  joinSchema,
  paymentSchema,
  restoreSchema,
  statusSchema,
} from '../members/schemas.ts';
import { ageBandProblem, ageOn } from '../../../src/config/membership.ts';

/** What the members' routers are given (members-routes.ts). */
export interface MembersDeps {
  auth: Auth;
  db: Firestore;
  today: () => string;
  startCheckout?: (input: CheckoutInput) => Promise<string>;
}

/** For the routers that sign permits and tickets: the keys too, loaded once when first needed. */
export interface SigningDeps extends MembersDeps {
  permitKeys: () => Promise<PermitKeys | null>;
}

/** An async handler whose errors reach the error handler. */
export const handle =
  (run: (...args: Parameters<RequestHandler>) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    run(req, res, next).catch(next);
  };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const memberIdOf = (value: unknown): string => {
  if (typeof value !== 'string' || !ID.test(value))
    throw new HttpError(404, 'There is no such member.');
  return value;
};

export function membersRouter({ auth, db, today, startCheckout }: MembersDeps): Router {
  const router = Router();
  const secretary = (req: Parameters<RequestHandler>[0]) =>
    adminWith(auth, db, req, 'manageMembers', 'Manage Members');

  // What /join offers: card only where the club takes cards online (Stripe is configured).
  router.get('/members/pay-options', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ card: Boolean(startCheckout) });
  });

  router.post(
    '/members/join',
    handle(async (req, res) => {
      const caller = await optionalCaller(auth, req);
      const input = validBody(joinSchema, req.body);
      const joined = await join(db, input, caller, today());
      const settings = await membershipSettings(db);
      const pay =
        joined.status === 'waitingList'
          ? null
          : await payFor(
              req.log,
              // Paying the treasurer was chosen: no checkout, even where the club takes cards.
              input.payBy === 'treasurer' ? undefined : startCheckout,
              settings,
              {
                kind: 'membership',
                id: joined.memberId,
                amountPence: joined.amountPence,
                description: membershipDescription(joined.typeName, settings, today(), false),
                email: joined.email,
                reference: joined.paymentReference,
              },
            );
      // After the answer is known, so the email says how they are paying: the checkout they are
      // sent to, or the bank details they are shown (also when a checkout could not start).
      await mailApplicationReceived(db, joined.memberId, pay?.method ?? null);
      res.status(201).json({
        memberId: joined.memberId,
        memberNumber: joined.memberNumber,
        paymentReference: joined.paymentReference,
        amountPence: joined.amountPence,
        status: joined.status,
        pay,
      });
    }),
  );

  router.post(
    '/members/:id/payments',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const memberId = memberIdOf(req.params.id);
      const payment = validBody(paymentSchema, req.body);
      const member = await db.collection(MEMBERS).doc(memberId).get();
      if (!member.exists) throw new HttpError(404, 'There is no such member.');
      const status = member.get('status') as string;
      if (status === 'waitingList') {
        throw new HttpError(
          409,
          'This member is on the waiting list: approve them before taking payment.',
        );
      }
      if (status === 'closed')
        throw new HttpError(409, 'This membership is closed: reopen it first.');
      await recordPayment(db, {
        memberId,
        ...payment,
        by: editor.uid,
        byEmail: editor.email,
        today: today(),
      });
      const after = (await member.ref.get()).data()!;
      res.json({ status: after.status, paidUntil: after.paidUntil, rev: after.rev });
    }),
  );

  // Recorded before the browser makes the file: a register leaving the club is never unrecorded.
  router.post(
    '/members/exports',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const exported = validBody(exportSchema, req.body);
      const ref = await db.collection(EXPORTS).add({
        ...exported,
        by: editor.uid,
        email: editor.email,
        at: FieldValue.serverTimestamp(),
      });
      res.status(201).json({ id: ref.id });
    }),
  );

  router.post(
    '/members/:id/approve',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const after = await changeMember(
        db,
        memberIdOf(req.params.id),
        editor,
        'approve',
        (stored) => {
          if (stored.status !== 'waitingList') {
            throw new HttpError(409, 'Only a member on the waiting list can be approved.');
          }
          return {
            fields: { status: 'awaitingPayment' },
            title: `${stored.name}: approved from the waiting list`,
          };
        },
      );
      await mailApplicationApproved(db, memberIdOf(req.params.id), Boolean(startCheckout));
      res.json({ status: after.status, rev: after.rev });
    }),
  );

  router.put(
    '/members/:id',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const memberId = memberIdOf(req.params.id);
      const { typeId, email, dateOfBirth, guardian, ...details } = validBody(
        adminEditSchema,
        req.body,
      );
      const type = await readType(db, typeId);
      const problem = ageBandProblem(
        type.ageBand,
        dateOfBirth ? ageOn(dateOfBirth, today()) : null,
      );
      if (problem) throw new HttpError(400, problem);
      const after = await changeMember(db, memberId, editor, 'edit', (stored) => ({
        fields: {
          ...details,
          email,
          dateOfBirth: dateOfBirth ?? null,
          guardian: guardian
            ? {
                name: guardian.name,
                email: guardian.email,
                phone: guardian.phone,
                consentAt: stored.guardian?.consentAt ?? new Date().toISOString(),
              }
            : null,
          typeId,
          typeName: type.name,
          ageBand: type.ageBand,
        },
        title: `${details.name}: details changed`,
      }));
      res.json({ rev: after.rev });
    }),
  );

  router.post(
    '/members/:id/status',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const memberId = memberIdOf(req.params.id);
      const wanted = validBody(statusSchema, req.body).status;
      const ref = db.collection(MEMBERS).doc(memberId);
      const after = await db.runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (!current.exists) throw new HttpError(404, 'There is no such member.');
        const stored = current.data()!;
        let fields: Record<string, unknown>;
        if (wanted === 'closed') {
          if (stored.status === 'closed')
            throw new HttpError(409, 'This membership is already closed.');
          if (stored.permitId) {
            tx.set(db.collection(REVOCATIONS).doc(stored.permitId as string), {
              revokedAt: new Date(),
              reason: 'closed',
            });
          }
          fields = { status: 'closed' };
        } else {
          if (stored.status !== 'closed' && stored.status !== 'refunded') {
            throw new HttpError(409, 'Only a closed or refunded membership can be reopened.');
          }
          // A fresh permit: the old one stays revoked.
          fields = stored.paidUntil
            ? { status: 'active', permitId: randomUUID() }
            : { status: 'awaitingPayment' };
        }
        const rev = writeRecorded(
          db,
          tx,
          ref,
          stored,
          { ...fields, updatedAt: FieldValue.serverTimestamp() },
          {
            kind: 'edit',
            editor,
            title: `${stored.name as string}: ${wanted === 'closed' ? 'closed' : 'reopened'}`,
          },
          { merge: true },
        );
        return { ...fields, rev };
      });
      res.json(after);
    }),
  );

  router.post(
    '/members/:id/restore',
    handle(async (req, res) => {
      const editor = await secretary(req);
      const memberId = memberIdOf(req.params.id);
      const { rev } = validBody(restoreSchema, req.body);
      // Version `rev` is what the change to rev + 1 replaced.
      const entry = await db.doc(`history/${historyId(`${MEMBERS}/${memberId}`, rev + 1)}`).get();
      const version = entry.get('before') as Record<string, unknown> | null | undefined;
      if (!version) throw new HttpError(404, 'That version is not in the history.');
      const after = await changeMember(db, memberId, editor, 'restore', (stored) => ({
        fields: detailsOf(version),
        title: `${stored.name as string}: details of version ${rev} put back`,
        from: rev,
      }));
      res.json({ rev: after.rev });
    }),
  );

  return router;
}
