import type { AdminListRefusal } from '../db/admin-filters.js';
import { problems, type ProblemError } from './problem-error.js';

/** How every service answers a staff list query it refused: 400 naming the filter, or `sort`. */
export function adminListProblem(r: AdminListRefusal): ProblemError {
  return r.refusal === 'invalid_filter'
    ? problems.field(400, 'invalid_filter', r.field, 'validation.query')
    : problems.field(400, 'invalid_sort', 'sort', 'validation.query');
}
