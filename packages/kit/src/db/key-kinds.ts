/**
 * The kinds of key a cursor may carry, each with the check a decoded value must pass before it
 * reaches SQL: a value of the wrong kind would otherwise fail there as a type error (a 500).
 */
export const KEY_CHECKS = {
  integer: (v: unknown): v is number => Number.isSafeInteger(v),
  uuid: (v: unknown): v is string =>
    typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};
export type KeyKind = keyof typeof KEY_CHECKS;
