export { ONLINE_WINDOW_MS, presenceOf } from '@mawadda/contracts';

/** lastActiveAt is written at most this often per member (and `member.active` sent as often). */
export const ACTIVITY_THROTTLE_MS = 60_000;
