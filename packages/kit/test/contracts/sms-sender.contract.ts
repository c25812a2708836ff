import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidMessageError } from '../../src/messaging/message-errors.js';
import type { SmsMessage, SmsSender } from '../../src/messaging/port.js';

/** An SMS as the other end saw it: the provider's request, or the inbox file. */
export interface DeliveredSms {
  to: string;
  from?: string | undefined;
  text: string;
}

export interface SmsHarness {
  sms: SmsSender;
  /** Every SMS delivered to `to`, oldest first. */
  delivered(to: string): Promise<DeliveredSms[]>;
  /** The sender the adapter must use, when the other end sees one. */
  from?: string;
  /** A number the provider answers with an error status, when there is a provider. */
  failingNumber?: string;
  /** Takes the provider down (for `ping`), when there is one. */
  stopServer?(): Promise<void>;
  close?(): Promise<void>;
}

/** A fresh UAE mobile number per test, so runs never see each other's messages. */
const number = () => `+97150${String(randomInt(1_000_000, 9_999_999))}`;

/** The SmsSender port's contract, run on the dev inbox and on Twilio's API (a local server). */
export function smsSenderContract(name: string, open: () => Promise<SmsHarness>) {
  describe(`SmsSender contract: ${name}`, () => {
    let h: SmsHarness;
    const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
      to: number(),
      text: 'Your Mawadda code is 482915',
      locale: 'en',
      purpose: 'verify.phone',
      ...overrides,
    });

    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.sms.close();
      await h?.close?.();
    });

    it('delivers to the E.164 number with the text, and returns an id', async () => {
      const sms = message();
      const sent = await h.sms.send(sms);
      expect(sent.id.length).toBeGreaterThan(0);
      const got = await h.delivered(sms.to);
      expect(got).toEqual([{ to: sms.to, text: sms.text, ...(h.from && { from: h.from }) }]);
    });

    it('keeps Arabic text intact', async () => {
      const sms = message({ text: 'رمز التحقق في مودة: ٤٨٢٩١٥', locale: 'ar' });
      await h.sms.send(sms);
      const [got] = await h.delivered(sms.to);
      expect(got!.text).toBe('رمز التحقق في مودة: ٤٨٢٩١٥');
    });

    it('refuses a number that is not E.164, an empty text and a free-text purpose, before sending', async () => {
      const to = number();
      const bad: Partial<SmsMessage>[] = [
        { to: to.slice(1) },
        { to: `${to.slice(0, 4)} ${to.slice(4)}` },
        { to: '+0501234567' },
        { to: `${to},+971501111111` },
        { text: ' ' },
        { text: 'x'.repeat(1601) },
        { purpose: 'Your code is 123' },
      ];
      for (const overrides of bad)
        await expect(h.sms.send(message({ to, ...overrides }))).rejects.toBeInstanceOf(InvalidMessageError);
      expect(await h.delivered(to)).toEqual([]);
    });

    it('an error status from the provider rejects the send, without the number in the error', async (ctx) => {
      if (!h.failingNumber) return ctx.skip();
      const err = await h.sms.send(message({ to: h.failingNumber })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).not.toContain(h.failingNumber.slice(1));
      expect(JSON.stringify(err)).not.toContain(h.failingNumber.slice(1));
    });

    it('ping answers while the provider is up and fails once it is down', async (ctx) => {
      await expect(h.sms.ping()).resolves.toBeUndefined();
      if (!h.stopServer) return ctx.skip();
      await h.stopServer();
      await expect(h.sms.ping()).rejects.toBeInstanceOf(Error);
    });
  });
}
