/**
 * The site server (server/site.ts) with the server renderer (src/entry-server.tsx), on a free port,
 * over a Firestore emptied and seeded with `catches` demo catches (no photos) and `matches`. The
 * template is the repository's index.html, which holds the renderer's placeholders as the built one
 * does. For the integration tests that answer HTTP as the deployed site would.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { demoMatches } from '../../scripts/seed/data';
import { seedCatches } from '../../scripts/seed/seed-demo-data';
import { createSite } from '../../server/site';
import { COLLECTIONS } from '../../src/config/constants';
import * as renderer from '../../src/entry-server';
import { adminDb, clearFirestore } from './emulators';

export interface SeededSite {
  server: Server;
  port: number;
  /** Closes the server and its open connections. */
  close: () => void;
}

export async function startSeededSite(options: {
  catches: number;
  matches: ReturnType<typeof demoMatches>;
  origin: string;
}): Promise<SeededSite> {
  await clearFirestore();
  await seedCatches(options.catches, false);
  const batch = adminDb().batch();
  for (const { id, date, ...row } of options.matches) {
    batch.set(adminDb().doc(`${COLLECTIONS.matches}/${id}`), {
      ...row,
      date: Timestamp.fromDate(date),
    });
  }
  await batch.commit();
  const app = createSite({
    clientDir: path.resolve(import.meta.dirname, '../..'),
    renderer,
    origin: options.origin,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
