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

export async function resetEmulators(
  projectId: string,
  data: readonly EmulatorData[] = ['firestore', 'auth'],
): Promise<void> {
  await Promise.all(
    data.map(async (kind) => {
      const { host, path } = ADDRESSES[kind];
      const address = process.env[host];
      if (!address) throw new Error(`${host} is not set: run this through \`npm test\`.`);
      const response = await fetch(`http://${address}${path(projectId)}`, { method: 'DELETE' });
      if (!response.ok)
        throw new Error(`Emptying ${kind} of ${projectId} failed: ${response.status}`);
    }),
  );
}
