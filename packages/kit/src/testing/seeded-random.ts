/**
 * A small seeded generator (mulberry32) and the draws fixtures need: the same people on every run,
 * for the demo's members, property tests' populations and benchmarks alike.
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  /** One of `choices` by weight: [[value, weight], …]. */
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let roll = next() * choices.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of choices) if ((roll -= w) < 0) return value;
    return choices[choices.length - 1]![0];
  };
  return { next, int, pick, chance, weighted };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
