/** Why an account is suspended: the auth service's list, from the contracts so the two cannot drift. */
export { SUSPENSION_REASONS, type SuspensionReason } from '@mawadda/contracts';

/** The staff note's limit (`memberStatusChangeSchema`). */
export const SUSPENSION_NOTE_MAX = 1000;
