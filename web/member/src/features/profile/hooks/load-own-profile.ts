import type { OwnProfile } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { fetchOwnProfile } from '../api/fetch-own-profile';

/** How long to wait between asks, and how many times, for a profile that is still being created. */
export const NEW_PROFILE_WAIT_MS = 800;
const NEW_PROFILE_TRIES = 5;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/**
 * The own profile, waiting a little when it does not exist yet: the profile service creates it
 * from the registration event, a moment after the account, and a new member may open /profile
 * right away. A 404 that lasts is still a failure (a staff account has no profile).
 */
export async function loadOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOwnProfile(signal);
    } catch (error) {
      const notYet = error instanceof ApiProblem && error.status === 404;
      if (!notYet || attempt >= NEW_PROFILE_TRIES) throw error;
      await pause(NEW_PROFILE_WAIT_MS * attempt, signal);
    }
  }
}
