import request from 'supertest';
import { afterAll, beforeAll, it } from 'vitest';
import type { MessagePage } from '@mawadda/contracts';
import { startChatApp, type ChatTestApp } from './support/chat-app.js';
import { floodConversation } from './support/chat-flood.js';

let s: ChatTestApp;
beforeAll(async () => {
  // The flood is about ordering, not the per-minute budget: each member sends about a hundred.
  s = await startChatApp({ CHAT_MESSAGES_PER_MINUTE: '1000' });
});
afterAll(() => s.close());

it('stores a flood from two devices of each member once each, numbered 1..N, told to every device alike', async () => {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  const devices = [
    { name: 'his laptop', memberId: yusuf.id, socket: await s.connect(yusuf) },
    { name: 'his phone', memberId: yusuf.id, socket: await s.connect(yusuf) },
    { name: 'her laptop', memberId: amina.id, socket: await s.connect(amina) },
    { name: 'her phone', memberId: amina.id, socket: await s.connect(amina) },
  ];
  await floodConversation({
    conversationId,
    devices,
    perDevice: 50,
    doubled: 3,
    before: 1,
    timeoutMs: 15_000,
    oneProcess: true,
    page: async (cursor) =>
      (
        await request(s.server)
          .get(`/api/chat/conversations/${conversationId}/messages`)
          .query({ limit: 100, ...(cursor ? { cursor } : {}) })
          .set('Authorization', amina.auth)
          .expect(200)
      ).body as MessagePage,
  });
});
