import { ProblemError } from '@mawadda/kit';

/** A suspended account signing in, or acting here with a token issued before the suspension. */
export const accountSuspended = () => new ProblemError(403, 'account_suspended', 'error.accountDisabled');
