import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/**
 * `npm run search:rebuild`'s variables, read once: the site (MAWADDA_URL) and an admin, by token
 * (MAWADDA_TOKEN) or ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_CODE (ADMIN_TOTP_SECRET computes
 * it, for tests and the demo).
 */
export const rebuildEnvSchema = z
  .object({
    MAWADDA_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    MAWADDA_TOKEN: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    ADMIN_TOTP_CODE: z
      .string()
      .regex(/^\d{6}$/, 'must be the 6 digits the authenticator shows')
      .optional(),
    ADMIN_TOTP_SECRET: z.string().min(16).optional(),
  })
  .superRefine((c, ctx) => {
    if (!c.MAWADDA_TOKEN && !(c.ADMIN_EMAIL && c.ADMIN_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: ['MAWADDA_TOKEN'],
        message: 'set MAWADDA_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD, of an admin account',
      });
  });

export const loadRebuildConfig = () => loadConfig(rebuildEnvSchema);
