import type { FeminineForms } from './feminine.js';

/*
 * A man's form where the shared label gives both (أعزب / عزباء): only the marital state, whose
 * shared labels serve registration's list for either gender. Every other label is already his.
 */
export const PROFILE_MASCULINE_LABELS: FeminineForms = {
  maritalState: {
    single: { ar: 'أعزب' },
    divorced: { ar: 'مطلق' },
    widowed: { ar: 'أرمل', ur: 'رنڈوا' },
  },
};
