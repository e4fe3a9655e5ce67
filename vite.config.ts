/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preconnect hints for Firestore and Storage, so the browser opens those connections while the
 * app's JavaScript downloads instead of after it: every public page reads Firestore first thing,
 * and its largest image comes from Storage. Same emulator defaults as src/config/env.ts.
 */
function preconnectFirebase(): Plugin {
  let origins: { href: string; cors: boolean }[] = [];
  return {
    name: 'pac-preconnect-firebase',
    configResolved({ env }) {
      const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pac';
      const emulated = (env.VITE_USE_EMULATORS ?? String(projectId.startsWith('demo-'))) === 'true';
      const host = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
      const firestore = emulated
        ? `http://${host}:${env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080}`
        : 'https://firestore.googleapis.com';
      const storage = emulated
        ? `http://${host}:${env.VITE_STORAGE_EMULATOR_PORT ?? 9199}`
        : 'https://firebasestorage.googleapis.com';
      // Firestore is fetched with CORS; images are plain (no-CORS) requests.
      origins = [
        { href: firestore, cors: true },
        { href: storage, cors: false },
      ];
    },
    transformIndexHtml: () =>
      origins.map(({ href, cors }) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, ...(cors ? { crossorigin: '' } : {}) },
        injectTo: 'head-prepend' as const,
      })),
  };
}

export default defineConfig({
  plugins: [react(), preconnectFirebase()],
  server: { port: 5173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // Form tests type into MUI fields; on a busy 2-core machine they can take several
          // seconds, which is slowness, not failure. (Not a timing assertion: no test checks speed.)
          testTimeout: 20_000,
        },
      },
      {
        // Against the emulators that scripts/test.ts starts; one file at a time, since
        // files clear and seed the same emulator.
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'src/**/*.int.test.{ts,tsx}',
            'tests/**/*.int.test.ts',
            'admin-server/test/**/*.test.ts',
          ],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
