/**
 * Permits (docs/members.md, "Permits"): the public JWKS anyone may fetch (the bailiff's phone keeps
 * it to verify offline), and a bailiff's look-up by member number, which shows only what a check
 * shows: name, type, photo and validity.
 */
import { Router } from 'express';
import { judgePermit, standingOn } from '../../../src/config/membership.ts';
import { closedWatersOn } from '../waters/water-status.ts';
import { HttpError } from '../http-error.ts';
import { memberClaims } from '../members/account.ts';
import { adminWith } from '../members/callers.ts';
import { MEMBERS, REVOCATIONS } from '../members/member-record.ts';
import { membershipSettings } from '../members/payments.ts';
import { isWater } from '../members/waters.ts';
import { handle, type SigningDeps } from './members-router.ts';

export function permitsRouter({ auth, db, today, permitKeys }: SigningDeps): Router {
  const router = Router();

  router.get(
    '/permits/keys',
    handle(async (_req, res) => {
      const keys = await permitKeys();
      if (!keys) throw new HttpError(503, 'No permit signing key is set on this server.');
      // Public keys only; a short shared cache, so a new key is seen within the hour.
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.json(keys.jwks);
    }),
  );

  router.get(
    '/permits/by-number/:number',
    handle(async (req, res) => {
      await adminWith(auth, db, req, 'bailiff', 'Bailiff');
      const number = req.params.number;
      if (typeof number !== 'string' || !/^\d{1,10}$/.test(number)) {
        throw new HttpError(400, 'A member number is digits only.');
      }
      const found = await db.collection(MEMBERS).where('memberNumber', '==', number).limit(1).get();
      const record = found.docs[0];
      if (!record) throw new HttpError(404, 'No member has that number.');
      const data = record.data();
      const settings = await membershipSettings(db);
      const day = today();
      const standing = standingOn(
        { status: data.status, paidUntil: data.paidUntil ?? null },
        settings,
        day,
      );
      const water =
        typeof req.query.water === 'string' && isWater(req.query.water) ? req.query.water : null;
      let verdict: ReturnType<typeof judgePermit> | null = null;
      try {
        const claims = memberClaims(data, settings, day);
        const revoked = (await db.doc(`${REVOCATIONS}/${claims.jti}`).get()).exists;
        if (water)
          verdict = judgePermit(
            claims,
            water,
            day,
            new Set(revoked ? [claims.jti] : []),
            settings,
            await closedWatersOn(db, day),
          );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        verdict = { valid: false, reason: 'expired' };
      }
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        name: data.name,
        num: data.memberNumber,
        type: data.typeName,
        until: data.paidUntil ?? null,
        standing,
        ...(typeof data.photoURL === 'string' ? { photo: data.photoURL } : {}),
        verdict,
      });
    }),
  );

  return router;
}
