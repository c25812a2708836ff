import { z } from 'zod';

/** Spec §9: the only widths produced; anything else would let a caller fill the cache. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png'] as const;

export const imageQuerySchema = z.object({
  src: z
    .string()
    .min(2)
    .max(300)
    // Local paths only: no scheme, no host, no way up the tree.
    .regex(/^\/[A-Za-z0-9/_.-]+$/, 'validation.invalid')
    .refine((s) => !s.split('/').includes('..'), 'validation.invalid'),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), 'validation.invalid'),
  q: z.coerce.number().int().min(30).max(90).default(80),
  f: z.enum(IMAGE_FORMATS).default('webp'),
});

export type ImageQuery = z.output<typeof imageQuerySchema>;
