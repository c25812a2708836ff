import path from 'node:path';
import { z } from 'zod';
import { E164 } from '../messaging/message-checks.js';

const MAIL_FROM_ADDRESS = /^(?:[^<>\r\n]+ )?<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/;

/**
 * The outgoing-message variables (DESIGN §1 "mail, SMS"), as a plain shape so a service schema
 * can `.extend()` it. NODE_ENV and DATA_DIR are repeated from the platform's schema because the
 * inbox folder and the production refusal depend on them.
 */
export const messagingVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((p) => path.resolve(p)),
  /** `inbox` writes every mail to the dev inbox (never in production); `smtp` sends through SMTP_URL. */
  MAIL_TRANSPORT: z.enum(['inbox', 'smtp']).default('inbox'),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_ADDRESS, 'must be an address or "Name <address>"')
    .default('Mawadda <no-reply@mawadda.invalid>'),
  /** `inbox` writes every SMS to the dev inbox (never in production); `twilio` sends through Twilio. */
  SMS_TRANSPORT: z.enum(['inbox', 'twilio']).default('inbox'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number (E.164) or a messaging service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .refine(
      (v) => E164.test(v) || /^MG[0-9a-fA-F]{32}$/.test(v),
      'must be an E.164 number or a messaging service SID (MG…)',
    )
    .optional(),
  /** Twilio's API origin, https://api.twilio.com unless set (tests point it at a local server). */
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the dev inbox keeps messages; default `<DATA_DIR>/dev-inbox`. */
  DEV_INBOX_DIR: z.string().min(1).optional(),
};

type RawMessagingConfig = z.output<z.ZodObject<typeof messagingVariables>>;

const resolveInboxDir = <C extends RawMessagingConfig>(c: C) => ({
  ...c,
  DEV_INBOX_DIR: path.resolve(c.DEV_INBOX_DIR ?? path.join(c.DATA_DIR, 'dev-inbox')),
});

/**
 * The choices that depend on each other, for a schema that composes `messagingVariables`: the
 * variables a transport needs, and no dev inbox in production (it would keep members' mail in a
 * folder instead of sending it, and the gateway would not show it).
 */
export function checkMessagingConfig(c: RawMessagingConfig, ctx: z.RefinementCtx): void {
  checkMailConfig(c, ctx);
  if (c.NODE_ENV === 'production' && c.SMS_TRANSPORT === 'inbox')
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_TRANSPORT'],
      message: 'must be twilio in production (the dev inbox is never used there)',
    });
  if (c.SMS_TRANSPORT === 'twilio')
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
      if (!c[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_TRANSPORT=twilio' });
}

/** The mail half of the checks, for a process that mails but never texts (cms). */
export function checkMailConfig(
  c: Pick<RawMessagingConfig, 'NODE_ENV' | 'MAIL_TRANSPORT' | 'SMTP_URL'>,
  ctx: z.RefinementCtx,
): void {
  if (c.NODE_ENV === 'production' && c.MAIL_TRANSPORT === 'inbox')
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_TRANSPORT'],
      message: 'must be smtp in production (the dev inbox is never used there)',
    });
  if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL)
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
}

/** For a process that sends (auth, or the embedded gateway hosting it): every check applies. */
export const messagingConfigSchema = z
  .object(messagingVariables)
  .superRefine(checkMessagingConfig)
  .transform(resolveInboxDir);
export type MessagingConfig = z.output<typeof messagingConfigSchema>;

/**
 * For a process that only reads the dev inbox (the proxy gateway's `/dev/inbox` page): the same
 * variables without the sending checks, so an edge that sends nothing is not refused for them.
 */
export const messagingReaderConfigSchema = z.object(messagingVariables).transform(resolveInboxDir);

/** Whether the dev inbox page may be shown: never in production, and only if a transport uses it. */
export const devInboxEnabled = (
  c: Pick<MessagingConfig, 'NODE_ENV' | 'MAIL_TRANSPORT' | 'SMS_TRANSPORT'>,
): boolean => c.NODE_ENV !== 'production' && (c.MAIL_TRANSPORT === 'inbox' || c.SMS_TRANSPORT === 'inbox');
