import { useEffect } from 'react';
import { afterPaint } from '../../../lib/after-paint';
import { sendHeartbeat } from '../api/send-heartbeat';

/** How often an open, visible tab says "I am here"; the server counts a member online for 5 minutes. */
export const HEARTBEAT_MS = 2 * 60 * 1000;

/**
 * Presence for a signed-in member: a heartbeat when the tab is visible, every two minutes while it
 * stays so, and at once when it becomes visible again. A hidden tab sends nothing, so a member who
 * left a tab open in the background goes offline as they should.
 */
export function usePresenceHeartbeat(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // Presence is best effort: a missed beat is made up by the next one.
    const beat = () => void sendHeartbeat().catch(() => undefined);
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      beat();
      timer = setInterval(beat, HEARTBEAT_MS);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    // The first beat once the page has painted: it is not the page's own call. A tab that became
    // visible before that (a background tab paints no frame) has beaten already.
    const cancelFirst = afterPaint(() => {
      if (document.visibilityState === 'visible' && timer === undefined) start();
    });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelFirst();
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn]);
}
