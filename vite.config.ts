/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
