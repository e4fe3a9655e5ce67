/**
 * Starts the admin server in-process on port 0 against the emulators, and calls it over HTTP; and
 * the set-up the test files share, written once: the server's lifecycle and a fresh club.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  adminAuth,
  adminDb,
  clearAuth,
  clearFirestore,
  createAdmin,
  idTokenFor,
} from '../../../tests/support/emulators';
import { createApp, type AppDeps } from '../../src/app';
import { createLogger } from '../../src/logger';

export const SITE_ORIGIN = 'http://localhost:5173';

export interface TestServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<AppDeps> = {}): Promise<TestServer> {
  const app = createApp({
    auth: adminAuth(),
    db: adminDb(),
    allowedOrigins: [SITE_ORIGIN],
    // High enough that no test reaches it by accident; the rate-limit test sets its own.
    rateLimitPerMinute: 10_000,
    // Quiet by default: the log tests pass their own logger and read what it wrote.
    logger: createLogger({ level: 'silent' }),
    ...overrides,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One server for the file's tests: started before them, closed after them. */
export function useTestServer(overrides: Partial<AppDeps> = {}): Pick<TestServer, 'baseUrl'> {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
  });
  afterAll(() => server?.close());
  return {
    get baseUrl() {
      if (!server) throw new Error('The server starts in beforeAll: use it inside tests.');
      return server.baseUrl;
    },
  };
}

/**
 * For files whose tests each start a server with their own dependencies (a failing piece): the
 * returned function starts it, and the server is closed after the test, a failing one included.
 */
export function useServerPerTest(): (overrides?: Partial<AppDeps>) => Promise<TestServer> {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return async (overrides = {}) => {
    await server?.close();
    server = await startTestServer(overrides);
    return server;
  };
}

/** An empty club: the Auth and Firestore emulators cleared. */
export async function clearClub(): Promise<void> {
  await clearAuth();
  await clearFirestore();
}

/**
 * An empty club before each test (or once, before the file's tests): Auth and Firestore cleared,
 * then, unless `superAdmin` is false, the signed-in super admin `boss`, whose token is `token`.
 */
export function useFreshClub({ once = false, superAdmin = true } = {}): { readonly token: string } {
  let token: string | undefined;
  (once ? beforeAll : beforeEach)(async () => {
    await clearClub();
    if (superAdmin) ({ token } = await signedInSuperAdmin());
  });
  return {
    get token() {
      if (!token) throw new Error('No super admin: useFreshClub({ superAdmin: false }).');
      return token;
    },
  };
}

export interface CallResult {
  status: number;
  body: { error?: string; [key: string]: unknown };
  headers: Headers;
}

/** One request with an optional Bearer token and JSON body. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<CallResult> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: CallResult['body'];
  try {
    body = JSON.parse(text) as CallResult['body'];
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text}`);
  }
  return { status: response.status, body, headers: response.headers };
}

/** A signed-in admin `uid` (uid@pac.example) with these permissions: their ID token. */
export async function signedInAdmin(
  uid: string,
  permissions: Record<string, boolean>,
  options?: Parameters<typeof createAdmin>[2],
): Promise<string> {
  const admin = await createAdmin(uid, permissions, options);
  return idTokenFor(admin.email, admin.password);
}

/** A signed-in super admin: the usual caller of these endpoints. */
export async function signedInSuperAdmin(uid = 'boss'): Promise<{ uid: string; token: string }> {
  return {
    uid,
    token: await signedInAdmin(uid, { superAdmin: true }, { displayName: 'Sarah Fisher' }),
  };
}

/** The Auth user and permissions document of `uid`, to check that a refused call changed nothing. */
export async function snapshotOf(uid: string) {
  const user = await adminAuth()
    .getUser(uid)
    .catch(() => null);
  const permissions = (await adminDb().doc(`userPermissions/${uid}`).get()).data() ?? null;
  return {
    user: user && {
      email: user.email,
      displayName: user.displayName,
      disabled: user.disabled,
      passwordHash: user.passwordHash,
      tokensValidAfterTime: user.tokensValidAfterTime,
    },
    permissions,
  };
}

/**
 * Waits until the wall clock enters the next second. Firebase records revocation in whole
 * seconds, so a revocation is only visible as a change once the clock has moved on.
 */
export async function nextSecond(): Promise<void> {
  const target = Math.floor(Date.now() / 1000) * 1000 + 1000;
  while (Date.now() < target) {
    await new Promise((resolve) => setTimeout(resolve, target - Date.now()));
  }
}

/** userPermissions/{uid} as stored, or null. */
export const permissionsOf = async (uid: string) =>
  (await adminDb().doc(`userPermissions/${uid}`).get()).data() ?? null;
