import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted what is on screen now: a timeout queued from an
 * animation frame fires after that frame's paint. Returns a cancel.
 *
 * For a page's extras (the header's counts, the plan flag, the presence beat): on a phone their
 * code and calls would otherwise start with the page's own and share its first round trips, and
 * the page painted only after them (issue 18, the signed-in search page: nine chunks and three
 * calls before its heading under Lighthouse's mobile preset).
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
 * False until the screen this component first appeared on has been painted, then true.
 *
 * The change is a transition: what each caller then draws (the header's counts, the search page's
 * search) asks for its code as it renders, and Vite inserts a `<link rel=modulepreload>` per chunk
 * it needs, ~4 ms each at Lighthouse's 4× slower CPU. As one urgent render it was one task of all
 * of them (235 ms on the signed-in search page); a transition renders them in slices the browser
 * can interrupt (issue 18, total blocking time).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
