import { z } from 'zod';

/** One failing field: the first failing rule of that field (spec §5 "stops at the first failing rule"). */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  messageKey: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** RFC 9457 problem details, extended with a stable code and the i18n message key. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  messageKey: z.string(),
  detail: z.string(),
  field: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
