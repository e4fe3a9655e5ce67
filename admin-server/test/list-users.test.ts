import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  clearAuth,
  clearFirestore,
  createAdmin,
  idTokenFor,
} from '../../tests/support/emulators';
import { createApp } from '../src/app';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  await clearAuth();
  await clearFirestore();
  const app = createApp({
    auth: adminAuth(),
    db: adminDb(),
    allowedOrigins: ['http://localhost:5173'],
  });
  server = app.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /listAllUsers', () => {
  it('when called by a super admin, then lists the users of the Auth emulator', async () => {
    const boss = await createAdmin('boss', { superAdmin: true }, { displayName: 'Sarah Fisher' });
    await createAdmin('helper', { manageContent: true }, { disabled: true });
    const token = await idTokenFor(boss.email, boss.password);

    const response = await fetch(`${baseUrl}/listAllUsers`, {
      headers: { Authorization: `Bearer ${token}` },
    });

    expect(response.status).toBe(200);
    const { users } = (await response.json()) as { users: { uid: string; disabled: boolean }[] };
    expect(users).toEqual(
      expect.arrayContaining([
        { uid: 'boss', email: 'boss@pac.example', displayName: 'Sarah Fisher', disabled: false },
        { uid: 'helper', email: 'helper@pac.example', displayName: 'helper', disabled: true },
      ]),
    );
  });

  it('when called without a token, then answers 401 with a JSON error', async () => {
    const response = await fetch(`${baseUrl}/listAllUsers`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/token/i) });
  });

  it('when called by an admin who is not a super admin, then answers 403', async () => {
    const editor = await createAdmin('editor', { manageContent: true });
    const token = await idTokenFor(editor.email, editor.password);
    const response = await fetch(`${baseUrl}/listAllUsers`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });

  it('answers /health without a token', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
