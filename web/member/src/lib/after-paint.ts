import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted (a timeout queued from an animation frame). Returns a
 * cancel. For a page's extras (the header's counts, the plan flag, the presence beat): on a phone
 * their code and calls would otherwise share the page's first round trips and delay its paint.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined = requestAnimationFrame(() => {
    frame = undefined;
    timer = setTimeout(run, 0);
  });
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the screen this component first appeared on has been painted, then true. The change
 * is a transition: what callers then draw asks for its code as it renders (a preload link per
 * chunk), and one urgent render would make that one long task instead of interruptible slices.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
