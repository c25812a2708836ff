import type { MessagingConfig } from '../config/messaging-config.js';
import type { Logger } from '../logging/logger.js';
import { createDevInbox } from './dev-inbox.js';
import { MessageSendError } from './message-errors.js';
import type { Mailer, SmsSender } from './port.js';

export interface Messaging {
  mailer: Mailer;
  sms: SmsSender;
  /** The dev inbox folder when either transport writes there (for tests and the gateway page). */
  inboxDir?: string;
}

type OpenMessagingConfig = Pick<
  MessagingConfig,
  | 'MAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_TRANSPORT'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_BASE'
  | 'DEV_INBOX_DIR'
>;

/**
 * Picks the adapters from configuration (parsed by `messagingConfigSchema`, which refuses the dev
 * inbox in production). nodemailer and the Twilio SDK load only when chosen, as BullMQ does.
 * Every send is logged with its purpose, channel and id, never the address, number or text.
 */
export async function openMessaging(config: OpenMessagingConfig, logger: Logger): Promise<Messaging> {
  const usesInbox = config.MAIL_TRANSPORT === 'inbox' || config.SMS_TRANSPORT === 'inbox';
  const inbox = usesInbox ? createDevInbox({ dir: config.DEV_INBOX_DIR }) : undefined;

  let mailer: Mailer;
  if (config.MAIL_TRANSPORT === 'smtp') {
    if (!config.SMTP_URL) throw new Error('SMTP_URL is required when MAIL_TRANSPORT=smtp');
    const { createSmtpMailer } = await import('./smtp-mailer.js');
    mailer = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  } else mailer = inbox!.mailer;

  let sms: SmsSender;
  if (config.SMS_TRANSPORT === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
    if (!accountSid || !authToken || !from)
      throw new Error(
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are required when SMS_TRANSPORT=twilio',
      );
    const { createTwilioSms } = await import('./twilio-sms.js');
    sms = await createTwilioSms({ accountSid, authToken, from, apiBase: config.TWILIO_API_BASE });
  } else sms = inbox!.sms;

  logger.info(
    { mail: config.MAIL_TRANSPORT, sms: config.SMS_TRANSPORT, ...(inbox && { devInbox: inbox.dir }) },
    'outgoing messages ready',
  );
  return {
    mailer: logged(mailer, 'mail', logger),
    sms: logged(sms, 'sms', logger),
    ...(inbox && { inboxDir: inbox.dir }),
  };
}

/** Wraps a sender so each send is logged by purpose and id only (the message is personal data). */
function logged<P extends Mailer | SmsSender>(port: P, channel: 'mail' | 'sms', logger: Logger): P {
  return {
    ...port,
    ping: () => port.ping(),
    close: () => port.close(),
    send: async (message: Parameters<P['send']>[0]) => {
      try {
        const sent = await (port.send as (m: typeof message) => ReturnType<P['send']>)(message);
        logger.info({ channel, purpose: message.purpose, messageId: sent.id }, 'message sent');
        return sent;
      } catch (err) {
        // Only the error's name and codes: a server's text may quote the address.
        const codes = err instanceof MessageSendError ? err.details : {};
        logger.warn(
          { channel, purpose: message.purpose, error: (err as Error).name, ...codes },
          'message not sent',
        );
        throw err;
      }
    },
  } as P;
}
