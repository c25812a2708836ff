import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevInbox } from '../../src/messaging/dev-inbox.js';
import { latestMessageTo, waitForMessageTo } from '../../src/testing/dev-inbox-reader.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-dev-inbox-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `inbox-${++n}`);
const mail = (to: string, purpose = 'verify.email') => ({
  to,
  subject: 'S',
  text: 'T',
  locale: 'en',
  purpose,
});

describe('dev inbox', () => {
  it('keeps each message as one private JSON file named by its UUID v7, newest listed first', async () => {
    const dir = freshDir();
    const inbox = createDevInbox({ dir, now: () => new Date('2026-01-02T03:04:05.000Z') });
    const first = await inbox.mailer.send({ ...mail('a@example.com'), html: '<p>T</p>' });
    const second = await inbox.sms.send({
      to: '+971501234567',
      text: 'code',
      locale: 'ar',
      purpose: 'verify.phone',
    });
    expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual([`${first.id}.json`, `${second.id}.json`]);
    expect((await fs.stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await fs.readFile(path.join(dir, files[0]!), 'utf8'))).toEqual({
      id: first.id,
      channel: 'mail',
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      locale: 'en',
      purpose: 'verify.email',
      sentAt: '2026-01-02T03:04:05.000Z',
    });
    expect((await inbox.list()).map((e) => e.id)).toEqual([second.id, first.id]);
    expect(await inbox.read(second.id)).toMatchObject({ channel: 'sms', to: '+971501234567', text: 'code' });
  });

  it('keeps only the newest messages (500 by default), deleting older ones on write', async () => {
    const dir = freshDir();
    const inbox = createDevInbox({ dir, keep: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await inbox.mailer.send(mail(`m${i}@example.com`))).id);
    expect((await inbox.list()).map((e) => e.id)).toEqual(ids.slice(2).reverse());
    expect(await inbox.read(ids[0]!)).toBeUndefined();
  });

  it('survives several writers on one folder: no lost, torn or temporary files', async () => {
    const dir = freshDir();
    const writers = [createDevInbox({ dir }), createDevInbox({ dir }), createDevInbox({ dir })];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => writers[i % 3]!.mailer.send(mail(`w${i}@example.com`))),
    );
    expect(await writers[0]!.list()).toHaveLength(30);
    expect((await fs.readdir(dir)).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it('ignores stray and broken files, and never reads outside its folder', async () => {
    const dir = freshDir();
    const inbox = createDevInbox({ dir });
    await inbox.mailer.send(mail('a@example.com'));
    await fs.writeFile(path.join(dir, 'notes.txt'), 'x');
    await fs.writeFile(path.join(dir, '0190a000-0000-7000-8000-000000000000.json'), '{ torn');
    await fs.writeFile(path.join(root, 'secret.json'), JSON.stringify({ id: 'x' }));
    expect(await inbox.list()).toHaveLength(1);
    expect(await inbox.read('../secret')).toBeUndefined();
    expect(await inbox.read('0190a000-0000-7000-8000-000000000000')).toBeUndefined();
  });

  it('lists nothing for a folder removed since start, and recreates it on the next write', async () => {
    const dir = freshDir();
    const inbox = createDevInbox({ dir });
    await fs.rm(dir, { recursive: true });
    expect(await inbox.list()).toEqual([]);
    await inbox.mailer.send(mail('a@example.com'));
    expect(await inbox.list()).toHaveLength(1);
  });
});

describe('dev inbox reader (kit/testing)', () => {
  it('finds the newest message to an address by purpose, channel and time', async () => {
    const dir = freshDir();
    let now = new Date('2030-01-01T10:00:00.000Z');
    const inbox = createDevInbox({ dir, now: () => now });
    await inbox.mailer.send({ ...mail('Sara@Example.com'), text: 'old' });
    const between = new Date(now.getTime() + 1);
    now = new Date(now.getTime() + 2);
    await inbox.mailer.send({ ...mail('sara@example.com', 'notify.follow.requested'), text: 'follow' });
    await inbox.mailer.send({ ...mail('sara@example.com'), text: 'new' });
    expect((await latestMessageTo(dir, 'sara@example.com'))!.text).toBe('new');
    expect(
      (await latestMessageTo(dir, 'sara@example.com', { purpose: 'notify.follow.requested' }))!.text,
    ).toBe('follow');
    expect(await latestMessageTo(dir, 'sara@example.com', { channel: 'sms' })).toBeUndefined();
    expect(await latestMessageTo(dir, 'nobody@example.com')).toBeUndefined();
    expect(
      (await latestMessageTo(dir, 'sara@example.com', { purpose: 'verify.email', after: between }))!.text,
    ).toBe('new');
  });

  it('waits for a message sent later, and fails clearly when none comes', async () => {
    const dir = freshDir();
    const inbox = createDevInbox({ dir });
    setTimeout(
      () =>
        void inbox.sms.send({ to: '+971501234567', text: 'later', locale: 'en', purpose: 'verify.phone' }),
      100,
    );
    expect((await waitForMessageTo(dir, '+971501234567', { channel: 'sms' })).text).toBe('later');
    await expect(waitForMessageTo(dir, 'none@example.com', { timeoutMs: 100 })).rejects.toThrow(/in time/);
  });
});
