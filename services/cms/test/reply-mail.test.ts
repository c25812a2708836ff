import { describe, expect, it } from 'vitest';
import { replyMail, shouldMailReply } from '../src/domain/reply-mail.js';

describe('shouldMailReply', () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  const guest = { memberId: null, reply: 'We fixed it.', repliedAt: at };

  it('mails the latest reply of a guest', () => {
    expect(shouldMailReply(guest, at.toISOString())).toBe(true);
  });
  it('does not mail a member’s reply, a removed reply, or an event a newer reply overtook', () => {
    expect(shouldMailReply({ ...guest, memberId: 'm-1' }, at.toISOString())).toBe(false);
    expect(shouldMailReply({ ...guest, reply: '  ' }, at.toISOString())).toBe(false);
    expect(shouldMailReply(guest, '2026-11-25T09:59:59.000Z')).toBe(false);
    expect(shouldMailReply(guest, null)).toBe(false);
  });
});

describe('replyMail', () => {
  it('frames the reply in the feedback’s language, quotes the message, links the contact page', () => {
    const mail = replyMail(
      {
        reference: 'MW-482139',
        userName: ' Ali ',
        description: 'Line one\nLine two',
        reply: ' Done. ',
        locale: 'ur',
      },
      'https://mawadda.example/',
    );
    expect(mail.subject).toBe('آپ کے پیغام کا ہمارا جواب (MW-482139)');
    expect(mail.text).toContain('السلام علیکم Ali،');
    expect(mail.text).toContain('\n\nDone.\n\n');
    expect(mail.text).toContain('> Line one\n> Line two');
    expect(mail.text).toContain('https://mawadda.example/ur/contact-us');
  });
});
