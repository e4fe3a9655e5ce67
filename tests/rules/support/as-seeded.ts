/**
 * Whether the emulators' data is still as the test file's seed wrote it. The rules tests seed
 * before every test (rules-env.ts, storage-rules-env.ts), and most of their thousands of tests
 * only read, or try one write that the rules refuse, which changes nothing: the test after such a
 * one keeps the seed rather than clearing and writing it again. Only a test that passed says so
 * (roles.ts, itForEachRole); after any other the data is seeded again.
 */
let asSeeded = false;

/** For the seeding hook: whether the data is as seeded; from here on, the test may change it. */
export function seedKept(): boolean {
  const kept = asSeeded;
  asSeeded = false;
  return kept;
}

/** The test that just passed left the data as it found it. */
export function leftAsSeeded(): void {
  asSeeded = true;
}
