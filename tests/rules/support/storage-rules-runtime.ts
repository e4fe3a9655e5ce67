/**
 * Whether the Storage emulator of `npm test` enforces storage.rules. The emulator launcher
 * (scripts/emulators/launcher.ts) always starts it with a rules runtime (firebase-tools' own where
 * the machine has it, else ours built from source) or stops, and `npm test` names the runtime in
 * PAC_STORAGE_RULES_RUNTIME. A test file run some other way, without that stack, says so: its tests
 * are reported as skipped with this reason, never as passed.
 */
export type StorageRulesRuntime =
  { available: true; runtime: string } | { available: false; reason: string };

export function storageRulesRuntime(): StorageRulesRuntime {
  const runtime = process.env.PAC_STORAGE_RULES_RUNTIME;
  if (!runtime || !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    return {
      available: false,
      reason: 'no rules-enforcing Storage emulator: run these tests through `npm test`',
    };
  }
  return { available: true, runtime };
}
