import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import { checkSmsMessage } from './message-checks.js';
import { MessageSendError } from './message-errors.js';
import type { SmsMessage, SmsSender } from './port.js';

export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 sending number, or a messaging service SID (MG…). */
  from: string;
  /** Replaces https://api.twilio.com (tests point it at a local server speaking the same API). */
  apiBase?: string | undefined;
  /** Per request; default 15 s. */
  timeoutMs?: number;
}

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's RestException (or a network error), reduced to its codes: its text quotes the number. */
function sendError(err: unknown): MessageSendError {
  const e = err as { status?: unknown; code?: unknown };
  return new MessageSendError('sms', {
    status: typeof e.status === 'number' ? e.status : undefined,
    providerCode: typeof e.code === 'number' ? e.code : undefined,
    code: typeof e.code === 'string' ? e.code : undefined,
  });
}

/**
 * The distributed adapter of the SmsSender port, through Twilio's official SDK (Messages API).
 * The SDK is given an empty environment so nothing is read from `process.env` behind the
 * configuration's back (TWILIO_EDGE, TWILIO_LOG_LEVEL…); its request logging stays off.
 */
export async function createTwilioSms(settings: TwilioSmsSettings): Promise<SmsSender> {
  const base = settings.apiBase?.replace(/\/+$/, '');
  let httpClient: InstanceType<typeof twilio.RequestClient> | undefined;
  if (base && base !== TWILIO_API) {
    // The SDK has no base-URL option; its documented extension point is the HTTP client.
    class RedirectedClient extends twilio.RequestClient {
      override request<T>(opts: TwilioRequestClient.RequestOptions<T>) {
        const uri = opts.uri.startsWith(TWILIO_API) ? base + opts.uri.slice(TWILIO_API.length) : opts.uri;
        return super.request<T>({ ...opts, uri });
      }
    }
    httpClient = new RedirectedClient({ timeout: settings.timeoutMs ?? 15_000 });
  }
  const client = twilio(settings.accountSid, settings.authToken, {
    env: {},
    timeout: settings.timeoutMs ?? 15_000,
    ...(httpClient && { httpClient }),
  });
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };

  return {
    async send(message: SmsMessage) {
      checkSmsMessage(message);
      try {
        const created = await client.messages.create({ to: message.to, body: message.text, ...sender });
        return { id: created.sid };
      } catch (err) {
        throw sendError(err);
      }
    },
    async ping() {
      try {
        await client.api.v2010.accounts(settings.accountSid).fetch();
      } catch (err) {
        throw sendError(err);
      }
    },
    async close() {},
  };
}
