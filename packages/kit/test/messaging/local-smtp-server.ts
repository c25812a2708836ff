import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DeliveredMail } from '../contracts/mailer.contract.js';

/** Addresses at this domain are refused at RCPT TO (550), like an unknown mailbox. */
export const REFUSED_DOMAIN = 'refused.invalid';

/**
 * A real SMTP server on 127.0.0.1 and a random port, keeping what it receives parsed by
 * mailparser: the SMTP adapter is tested against the protocol, not a mock of nodemailer.
 */
export async function startLocalSmtpServer() {
  const received: (DeliveredMail & { envelopeTo: string[] })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Pooled client connections stay open: close them at once when the test takes the server down.
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REFUSED_DOMAIN}`))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const html = typeof parsed.html === 'string' ? parsed.html : undefined;
          for (const to of envelopeTo)
            received.push({
              envelopeTo,
              to,
              from: parsed.from?.text,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html,
              contentLanguage: String(parsed.headers.get('content-language') ?? ''),
            });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let stopped = false;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    delivered: async (to: string) => received.filter((m) => m.to === to).map(({ envelopeTo: _, ...m }) => m),
    stop: () =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            stopped = true;
            server.close(() => resolve());
          }),
  };
}
