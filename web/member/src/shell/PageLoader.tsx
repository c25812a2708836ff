import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Spec §4 page loader timings. */
export const LOADER = {
  throttleMs: 200,
  durationMs: 2000,
  tickMs: 100,
  hideAfterMs: 500,
  resetAfterMs: 400,
} as const;

/**
 * The thin progress bar of a navigation: it appears only if loading lasts past the throttle,
 * creeps towards 100% over the duration, completes, hides, then resets.
 */
export function PageLoader() {
  const busy = useNavigation().state !== 'idle';
  const [percent, setPercent] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach((t) => (clearTimeout(t), clearInterval(t)));
    clear();
    if (busy) {
      timers.current.push(
        setTimeout(() => {
          setVisible(true);
          const step = (100 * LOADER.tickMs) / LOADER.durationMs;
          timers.current.push(setInterval(() => setPercent((p) => Math.min(p + step, 100)), LOADER.tickMs));
        }, LOADER.throttleMs),
      );
    } else {
      setPercent((p) => (p > 0 ? 100 : p));
      timers.current.push(
        setTimeout(() => {
          setVisible(false);
          timers.current.push(setTimeout(() => setPercent(0), LOADER.resetAfterMs));
        }, LOADER.hideAfterMs),
      );
    }
    return clear;
  }, [busy]);

  return (
    <div className="page-loader" aria-hidden="true" style={{ opacity: visible ? 1 : 0 }}>
      <div className="page-loader__bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
