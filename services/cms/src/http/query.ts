import { z } from 'zod';

/** Query-string numbers: an empty value counts as absent, anything else must be a whole number in range. */
export const queryInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

export const queryIntDefault = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : v),
    z.coerce.number().int().min(min).max(max),
  );
