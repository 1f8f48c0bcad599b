export type Rng = () => number;

/**
 * mulberry32: a tiny seeded PRNG, uniform in [0, 1); the same seed gives the same sequence, in every
 * JavaScript engine (integer arithmetic only). The quality check's random sheets use it on the device
 * and the server alike, and so does the test simulation (tests/support/psychometrics/simulate.ts).
 */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
