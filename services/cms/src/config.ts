import path from 'node:path';
import { z } from 'zod';
import {
  checkMailConfig,
  loadConfig,
  messagingVariables,
  type Env,
  type MessagingConfig,
} from '@mawadda/kit';

/**
 * The mail variables cms reads (kit's messaging-config.ts): it mails staff's replies to guests
 * (README: Replies to guests), and sends no SMS, so only the mail transport is checked here.
 */
const { NODE_ENV, DATA_DIR, MAIL_TRANSPORT, SMTP_URL, MAIL_FROM, DEV_INBOX_DIR } = messagingVariables;

export const cmsEnvSchema = z
  .object({ NODE_ENV, DATA_DIR, MAIL_TRANSPORT, SMTP_URL, MAIL_FROM, DEV_INBOX_DIR })
  .superRefine(checkMailConfig)
  .transform((c) => ({
    ...c,
    DEV_INBOX_DIR: path.resolve(c.DEV_INBOX_DIR ?? path.join(c.DATA_DIR, 'dev-inbox')),
  }));

/** What cms needs to open its Mailer: the gateway passes its own messaging configuration. */
export type CmsMailConfig = Pick<
  MessagingConfig,
  'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'DEV_INBOX_DIR'
>;

export const loadCmsConfig = (env: Env) => loadConfig(cmsEnvSchema, env);
