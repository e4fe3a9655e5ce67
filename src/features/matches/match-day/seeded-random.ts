/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
 * recorded draw can be shown again and checked. Not for secrets; plenty for drawing pegs.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed for a new draw (32 bits, from the platform's cryptographic generator). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
