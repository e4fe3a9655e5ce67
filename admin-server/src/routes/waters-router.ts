/**
 * Water status (docs/email.md, "Water status"): the admin server is its one writer, so the change,
 * its history entry and the members' email come from one place.
 *   PUT  /waters/:key/status          { state, reason, until }   a waters admin sets it
 *   POST /waters/:key/status/restore  { rev }                    puts back the version at rev
 * Both answer { rev }; each revision is emailed once to the active members.
 */
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { WaterStatus } from '../../../src/config/water-status.ts';
import { HttpError } from '../http-error.ts';
import { mailWaterStatus } from '../mail/events.ts';
import { adminWith } from '../members/callers.ts';
import {
  parseStatus,
  setWaterStatus,
  statusAt,
  WATER_KEYS,
  waterKeyOf,
  type WaterKey,
} from '../waters/water-status.ts';
import { handle } from './members-router.ts';

const slugOf = (key: WaterKey) => WATER_KEYS[key].toLowerCase().replaceAll(' ', '-');

export function watersRouter(deps: { auth: Auth; db: Firestore; today: () => string }): Router {
  const { auth, db, today } = deps;
  const router = Router();

  async function change(key: WaterKey, status: WaterStatus, rev: number) {
    // Awaited, so the admin's "saved" means the members' emails are queued (once per revision).
    await mailWaterStatus(db, { key, name: WATER_KEYS[key], slug: slugOf(key), rev, status });
    return { rev };
  }

  router.put(
    '/waters/:key/status',
    handle(async (req, res) => {
      const editor = await adminWith(auth, db, req, 'manageWaters', 'Manage Waters');
      const key = waterKeyOf(req.params.key);
      const status = parseStatus(req.body, today());
      const rev = await setWaterStatus(db, key, status, editor);
      res.json(await change(key, status, rev));
    }),
  );

  router.post(
    '/waters/:key/status/restore',
    handle(async (req, res) => {
      const editor = await adminWith(auth, db, req, 'manageWaters', 'Manage Waters');
      const key = waterKeyOf(req.params.key);
      const from = (req.body as { rev?: unknown } | undefined)?.rev;
      if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
        throw new HttpError(400, 'Say which version to put back.');
      }
      const status = await statusAt(db, key, from, today());
      const rev = await setWaterStatus(db, key, status, editor, from);
      res.json(await change(key, status, rev));
    }),
  );

  return router;
}
