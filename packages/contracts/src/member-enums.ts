/**
 * The two lists registration owns and the profile, search and the member cards reuse, in a module
 * of their own: the home page's strip of active members validates its cards with them, and must
 * not load the registration rules (phone numbers, reference lists) to do so.
 */
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATES = ['single', 'divorced', 'widowed', 'married'] as const;
export type Gender = (typeof GENDERS)[number];
export type MaritalState = (typeof MARITAL_STATES)[number];
