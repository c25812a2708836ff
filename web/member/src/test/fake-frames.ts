/** Fake timers that also hold animation frames back, for code that waits for a paint (after-paint.ts). */
export const FAKED = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Date',
] as const;
