/**
 * Empties a project's data on the emulators: Firestore's documents and Auth's accounts. The one
 * reset that the integration tests, the end-to-end stack and its demo data share. The emulators
 * are those the environment names (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST: set by
 * `npm test`, or stack.ts's useEmulatorEnv).
 */
export type EmulatorData = 'firestore' | 'auth';

const ADDRESSES: Record<EmulatorData, { host: string; path: (projectId: string) => string }> = {
  firestore: {
    host: 'FIRESTORE_EMULATOR_HOST',
    path: (projectId) => `/emulator/v1/projects/${projectId}/databases/(default)/documents`,
  },
  auth: {
    host: 'FIREBASE_AUTH_EMULATOR_HOST',
    path: (projectId) => `/emulator/v1/projects/${projectId}/accounts`,
  },
};

/** How often a reset refused with 409 is asked again (about 10 s in all). */
const CONFLICT_TRIES = 8;

export async function resetEmulators(
  projectId: string,
  data: readonly EmulatorData[] = ['firestore', 'auth'],
): Promise<void> {
  await Promise.all(
    data.map(async (kind) => {
      const { host, path } = ADDRESSES[kind];
      const address = process.env[host];
      if (!address) throw new Error(`${host} is not set: run this through \`npm test\`.`);
      // 409: the emulator will not empty a project while a transaction holds its documents (the
      // admin server's mail sender claiming emails after a test, e2e ci-n): it is asked again.
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(`http://${address}${path(projectId)}`, { method: 'DELETE' });
        if (response.ok) return;
        if (response.status !== 409 || attempt === CONFLICT_TRIES) {
          throw new Error(`Emptying ${kind} of ${projectId} failed: ${response.status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }),
  );
}
