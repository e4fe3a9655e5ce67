import { collection, getDocs } from 'firebase/firestore/lite';
import type { JSONWebKeySet } from 'jose';
import { COLLECTIONS } from '../../../config/constants';
import { adminServerUrl } from '../../../config/env';
import type { WaterStatus } from '../../../config/water-status';
import { WATERS } from '../../../config/waters';
import { db } from '../../../lib/firebase';
import { fetchMembershipSettings } from '../../members';
import { fetchWaterStatuses } from '../../waters';
import { saveCheckData, type CheckData } from './check-store';

/** The admin server's public keys (JWKS): anyone may read them. */
async function fetchPermitKeys(): Promise<JSONWebKeySet> {
  const response = await fetch(`${adminServerUrl()}/api/permits/keys`);
  if (!response.ok) throw new Error(`The permit keys could not be fetched (${response.status}).`);
  const jwks = (await response.json()) as Partial<JSONWebKeySet>;
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) {
    throw new Error('The admin server gave no permit keys.');
  }
  return { keys: jwks.keys };
}

/** The revoked permits' ids (firestore.rules: bailiffs may read the list). */
async function fetchRevoked(): Promise<string[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.permitRevocations));
  return snapshot.docs.map((d) => d.id);
}

/** The waters' statuses (public data) by the name a check and a permit use. */
async function fetchStatusesByName(): Promise<Record<string, WaterStatus>> {
  const statuses = await fetchWaterStatuses();
  return Object.fromEntries(
    WATERS.map(({ key, name }) => {
      const { state, reason, until } = statuses[key];
      return [name, { state, reason, until }];
    }),
  );
}

/**
 * Fetches the keys, the revocation list, the closed seasons and the waters' statuses, and keeps
 * them on the phone.
 */
export async function syncCheckData(now = Date.now()): Promise<CheckData> {
  const [jwks, revoked, settings, waterStatuses] = await Promise.all([
    fetchPermitKeys(),
    fetchRevoked(),
    fetchMembershipSettings(),
    fetchStatusesByName(),
  ]);
  const data = {
    jwks,
    revoked,
    closedSeasons: settings.closedSeasons,
    waterStatuses,
    syncedAt: now,
  };
  await saveCheckData(data);
  return data;
}
