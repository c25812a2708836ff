import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_CHARS, type ChatRefusal } from '@mawadda/contracts';
import { ACK_TIMEOUT_MS } from '../../../lib/chat-socket';
import {
  at,
  chatWith,
  conversation,
  CONVERSATION_ID,
  HUDA_ID,
  ME,
  message,
  NOW,
  page,
} from '../../../test/chat/fixtures';
import { openChat } from '../../../test/chat/open-chat';
import { problem, relationship } from '../../../test/social/fixtures';
import { isolate } from '../../../lib/bidi';

type Routes = Parameters<typeof openChat>[1]['routes'];

const WITH = `GET /api/chat/with/${HUDA_ID}`;
const HISTORY = `GET /api/chat/conversations/${CONVERSATION_ID}/messages`;
const SEND_HTTP = `POST /api/chat/conversations/${CONVERSATION_ID}/messages`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Five messages over three days: hers, then three of mine at each tick, then hers. */
const history = () => [
  message(1, { text: 'Assalamu alaikum, Yusuf.', sentAt: at(2, 20, 15) }),
  message(2, {
    senderId: ME,
    text: 'Wa alaikum assalam. <b>Not bold</b> https://example.com',
    sentAt: at(1, 21, 40),
    state: 'sent',
  }),
  message(3, { senderId: ME, text: 'How is your family?', sentAt: at(0, 9, 5), state: 'sent' }),
  message(4, { senderId: ME, text: 'I hope all is well.', sentAt: at(0, 9, 10), state: 'sent' }),
  message(5, { text: 'All well, alhamdulillah.', sentAt: at(0, 9, 12) }),
];

/** Huda's conversation with ME: she received up to my 3rd message and read up to my 2nd. */
const open = (routes: Routes = {}, options: { locale?: 'en' | 'ar'; offline?: boolean } = {}) =>
  openChat('chat', {
    memberId: HUDA_ID,
    routes: {
      [WITH]: () => ({ body: chatWith({ conversation: conversation({ deliveredSeq: 3, readSeq: 2 }) }) }),
      [HISTORY]: () => page(history()),
      ...routes,
    },
    ...options,
  });

/** The bubbles whose text is exactly `text` (line breaks kept). */
const bubbles = (text: string) =>
  [...document.querySelectorAll('.bubble__text')]
    .filter((p) => p.textContent === text)
    .map((p) => p.closest('li')!);
/** The one bubble holding a text, as a list item. */
const bubble = (text: string) => {
  const found = bubbles(text);
  if (found.length !== 1) throw new Error(`${found.length} bubbles say ${JSON.stringify(text)}`);
  return found[0]!;
};
const composer = () => screen.getByRole('textbox', { name: 'Message to Huda Saleh' });

afterEach(() => {
  vi.useRealTimers();
});

describe('a conversation', () => {
  it('shows the messages by day, mine with their ticks, as plain text', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await open();
    expect(await screen.findByText('All well, alhamdulillah.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Huda Saleh' })).toBeInTheDocument();
    expect(document.title).toBe('Conversation with Huda Saleh | Mawadda');
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toHaveAttribute(
      'href',
      `/en/profile/${HUDA_ID}`,
    );
    expect(screen.getByText('Online')).toBeInTheDocument();

    // Day separators in the reader's words and calendar, each day's messages under its heading.
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Wednesday, November 18', 'Yesterday', 'Today']);
    const today = screen.getByRole('heading', { name: 'Today' }).closest('li')!;
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.bubble__text')?.textContent),
    ).toEqual(['How is your family?', 'I hope all is well.', 'All well, alhamdulillah.']);

    // Mine sit at the inline end with ticks from her receipts; hers at the start, without ticks.
    expect(bubble('How is your family?')).toHaveClass('bubble--mine');
    expect(bubble('All well, alhamdulillah.')).toHaveClass('bubble--theirs');
    expect(within(bubble('All well, alhamdulillah.')).queryByRole('img')).toBeNull();
    expect(
      within(bubble('Wa alaikum assalam. <b>Not bold</b> https://example.com')).getByRole('img'),
    ).toHaveAccessibleName('Read');
    expect(within(bubble('How is your family?')).getByRole('img')).toHaveAccessibleName('Delivered');
    expect(within(bubble('I hope all is well.')).getByRole('img')).toHaveAccessibleName('Sent');
    // Who wrote each message is said in words too.
    expect(bubble('All well, alhamdulillah.')).toHaveTextContent(/^Huda Saleh: /);
    expect(bubble('I hope all is well.')).toHaveTextContent(/^You: /);
    expect(within(bubble('I hope all is well.')).getByText('9:10 AM')).toHaveAttribute(
      'datetime',
      at(0, 9, 10),
    );

    // Plain text: markup stays characters and a link is not clickable.
    const text = bubble('Wa alaikum assalam. <b>Not bold</b> https://example.com');
    expect(text.querySelector('b')).toBeNull();
    expect(within(text).queryByRole('link')).toBeNull();
  });

  it('reads the conversation in Arabic, with its day names and ticks', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await open({}, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'اليوم' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أمس' })).toBeInTheDocument();
    expect(within(bubble('How is your family?')).getByRole('img')).toHaveAccessibleName('وصلت');
    expect(screen.getByRole('textbox', { name: 'رسالة إلى Huda Saleh' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });

  it('marks what she wrote as read while the page is shown, and turns my ticks on her receipts', async () => {
    const { socket } = await open();
    await screen.findByText('All well, alhamdulillah.');
    await waitFor(() =>
      expect(socket.frames('read')).toEqual([{ conversationId: CONVERSATION_ID, upToSeq: 5 }]),
    );
    socket.push('receipt', { conversationId: CONVERSATION_ID, deliveredSeq: 4, readSeq: 4 });
    await waitFor(() =>
      expect(within(bubble('How is your family?')).getByRole('img')).toHaveAccessibleName('Read'),
    );
    expect(within(bubble('I hope all is well.')).getByRole('img')).toHaveAccessibleName('Read');
  });

  it('never takes a tick back when an answer read before her receipt arrives after it', async () => {
    // The read after the reconnection also says she went offline: the sign that it was applied.
    let reads = 0;
    const { socket, calls } = await open({
      [WITH]: () => ({
        body: chatWith({
          conversation: conversation({
            deliveredSeq: 3,
            readSeq: 2,
            presence: reads++ ? 'offline' : 'online',
          }),
        }),
      }),
    });
    await screen.findByText('All well, alhamdulillah.');
    expect(document.querySelector('.presence')).toHaveClass('presence--online');
    socket.push('receipt', { conversationId: CONVERSATION_ID, deliveredSeq: 4, readSeq: 4 });
    await waitFor(() =>
      expect(within(bubble('I hope all is well.')).getByRole('img')).toHaveAccessibleName('Read'),
    );
    // A reconnection reads the conversation again; the API's answer still says read up to 2.
    socket.drop();
    socket.reconnect();
    await waitFor(() =>
      expect(calls.filter((c) => `${c.method} ${c.url.pathname}` === WITH)).toHaveLength(2),
    );
    // Offline is left unsaid: the "online" tag goes.
    await waitFor(() => expect(document.querySelector('.presence')).toBeNull());
    expect(within(bubble('I hope all is well.')).getByRole('img')).toHaveAccessibleName('Read');
    expect(within(bubble('How is your family?')).getByRole('img')).toHaveAccessibleName('Read');
  });

  it('sends with Enter through the socket, with its own uuid; Shift+Enter starts a new line', async () => {
    const { socket, user } = await open();
    socket.answer = (frame) => {
      if (frame.event !== 'send') return { ok: true, data: null };
      const { clientId, text } = frame.payload as { clientId: string; text: string };
      return {
        ok: true,
        data: message(6, { senderId: ME, clientId, text, state: 'sent', sentAt: at(0, 11) }),
      };
    };
    await screen.findByText('All well, alhamdulillah.');
    await user.type(composer(), 'Salaam');
    expect(screen.getByText('6 / 2000')).toBeInTheDocument();
    await user.keyboard('{Shift>}{Enter}{/Shift}and a second line');
    expect(composer()).toHaveValue('Salaam\nand a second line');
    expect(socket.frames('send')).toEqual([]);

    await user.keyboard('{Enter}');
    const [sent] = socket.frames('send') as { conversationId: string; clientId: string; text: string }[];
    expect(sent).toEqual({
      conversationId: CONVERSATION_ID,
      clientId: expect.stringMatching(UUID),
      text: 'Salaam\nand a second line',
    });
    expect(composer()).toHaveValue('');
    expect(composer()).toHaveFocus();
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bubble('Salaam\nand a second line')).getByRole('img')).toHaveAccessibleName('Sent'),
    );
    // Once confirmed it is one message, not the pending copy beside the stored one.
    expect(bubbles('Salaam\nand a second line')).toHaveLength(1);
    // Typing told her, once for the whole burst (throttled).
    expect(socket.frames('typing')).toEqual([{ conversationId: CONVERSATION_ID }]);
  });

  it('counts characters as the server does, and refuses to send a message over the limit', async () => {
    const { socket, user } = await open();
    await screen.findByText('All well, alhamdulillah.');
    await user.type(composer(), '  😊  ');
    // Trimmed, and an emoji is one character.
    expect(screen.getByText('1 / 2000')).toBeInTheDocument();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(MESSAGE_MAX_CHARS + 1) } });
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(
      screen.getByText('Your message is longer than 2000 characters. Shorten it to send it.'),
    ).toBeInTheDocument();
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(composer(), '{Enter}');
    expect(socket.frames('send')).toEqual([]);
    // Nothing to send: the press says so.
    fireEvent.change(composer(), { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();
    expect(socket.frames('send')).toEqual([]);
  });

  it('sends an unanswered frame again with the same clientId, and it is one message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { socket } = await open();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let sends = 0;
    socket.answer = (frame) => {
      if (frame.event !== 'send') return { ok: true, data: null };
      if (++sends === 1) return undefined; // the first ack is lost
      const { clientId, text } = frame.payload as { clientId: string; text: string };
      return { ok: true, data: message(6, { senderId: ME, clientId, text, state: 'sent' }) };
    };
    await screen.findByText('All well, alhamdulillah.');
    await user.type(composer(), 'Are you there?{Enter}');
    expect(within(bubble('Are you there?')).getByRole('img')).toHaveAccessibleName('Sending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACK_TIMEOUT_MS);
    });
    await waitFor(() => expect(socket.frames('send')).toHaveLength(2));
    const [first, second] = socket.frames('send') as { clientId: string }[];
    expect(second!.clientId).toBe(first!.clientId);
    await waitFor(() =>
      expect(within(bubble('Are you there?')).getByRole('img')).toHaveAccessibleName('Sent'),
    );
    expect(bubbles('Are you there?')).toHaveLength(1);
  });

  it('says when the connection is down and sends over HTTP meanwhile', async () => {
    const { socket, user, calls } = await open({
      [SEND_HTTP]: (body) => ({
        status: 201,
        body: message(6, { senderId: ME, ...(body as { clientId: string; text: string }), state: 'sent' }),
      }),
    });
    await screen.findByText('All well, alhamdulillah.');
    socket.drop();
    expect(screen.getByText(/Connection lost\. Reconnecting…/)).toBeInTheDocument();
    await user.type(composer(), 'Sent the other way{Enter}');
    await waitFor(() =>
      expect(within(bubble('Sent the other way')).getByRole('img')).toHaveAccessibleName('Sent'),
    );
    expect(socket.frames('send')).toEqual([]);
    const post = calls.find((c) => `${c.method} ${c.url.pathname}` === SEND_HTTP);
    expect(post?.body).toEqual({ clientId: expect.stringMatching(UUID), text: 'Sent the other way' });
    socket.reconnect();
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
  });

  it('loses nothing when the network drops: what I wrote goes on reconnect, what she wrote comes in once', async () => {
    let herNews = false;
    const { socket, user, calls } = await open({
      [SEND_HTTP]: () => {
        throw new TypeError('Failed to fetch');
      },
      [HISTORY]: () =>
        page(
          herNews
            ? [...history(), message(6, { text: 'Did my message reach you?', sentAt: at(0, 11) })]
            : history(),
        ),
    });
    socket.answer = (frame) => {
      if (frame.event !== 'send') return { ok: true, data: null };
      const { clientId, text } = frame.payload as { clientId: string; text: string };
      return { ok: true, data: message(7, { senderId: ME, clientId, text, state: 'sent' }) };
    };
    await screen.findByText('All well, alhamdulillah.');
    socket.drop();
    await user.type(composer(), 'Written in the tunnel{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => `${c.method} ${c.url.pathname}` === SEND_HTTP)).toHaveLength(1),
    );
    // Waiting, not failed: it goes by itself once the connection is back.
    expect(within(bubble('Written in the tunnel')).getByRole('img')).toHaveAccessibleName('Sending');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const clientId = (
      calls.find((c) => `${c.method} ${c.url.pathname}` === SEND_HTTP)!.body as { clientId: string }
    ).clientId;

    herNews = true;
    socket.reconnect();
    await waitFor(() => expect(socket.frames('send')).toEqual([expect.objectContaining({ clientId })]));
    expect(await screen.findByText('Did my message reach you?')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(bubble('Written in the tunnel')).getByRole('img')).toHaveAccessibleName('Sent'),
    );
    expect(bubbles('Did my message reach you?')).toHaveLength(1);
    expect(bubbles('Written in the tunnel')).toHaveLength(1);
    expect(bubbles('All well, alhamdulillah.')).toHaveLength(1);
    // And it is read: she sees her ticks turn.
    await waitFor(() =>
      expect(socket.frames('read')).toContainEqual({ conversationId: CONVERSATION_ID, upToSeq: 6 }),
    );
  });

  it('shows a message that arrives live, once, and tells screen readers; her typing shows meanwhile', async () => {
    const { socket } = await open();
    await screen.findByText('All well, alhamdulillah.');
    socket.push('typing', { conversationId: CONVERSATION_ID, memberId: HUDA_ID });
    expect(screen.getByText('Huda Saleh is typing…')).toBeInTheDocument();
    const live = message(6, { text: 'One more thing.', sentAt: new Date().toISOString() });
    const event = { message: live, conversation: conversation({ lastMessage: live, unread: 1 }) };
    socket.push('message', event);
    socket.push('message', event);
    expect(await screen.findByText('One more thing.')).toBeInTheDocument();
    expect(bubbles('One more thing.')).toHaveLength(1);
    expect(screen.queryByText('Huda Saleh is typing…')).not.toBeInTheDocument();
    expect(screen.getByText('New message from Huda Saleh: One more thing.')).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.frames('read')).toContainEqual({ conversationId: CONVERSATION_ID, upToSeq: 6 }),
    );
  });

  it('loads earlier messages with the cursor, above the ones shown', async () => {
    const { user, calls } = await open({
      [HISTORY]: (_body, url) =>
        url.searchParams.get('cursor') === 'older'
          ? page([message(1, { text: 'The very first message.', sentAt: at(3, 8) })])
          : page(history().slice(1), 'older'),
    });
    await screen.findByText('All well, alhamdulillah.');
    expect(screen.queryByText('The very first message.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('The very first message.')).toBeInTheDocument();
    expect(screen.getByText('This is the beginning of your conversation.')).toBeInTheDocument();
    const texts = [...document.querySelectorAll('.bubble__text')].map((p) => p.textContent);
    expect(texts.indexOf('The very first message.')).toBeLessThan(texts.indexOf('How is your family?'));
    const asked = calls
      .filter((c) => `${c.method} ${c.url.pathname}` === HISTORY)
      .map((c) => c.url.searchParams.get('cursor'));
    expect(asked).toEqual([null, 'older']);
  });

  it('starts a conversation with the first message over HTTP', async () => {
    const started = conversation({ id: '0190a0e2-cccc-7c3d-a2f1-0e9d8c7b6a0c' });
    const { user, calls } = await open({
      [WITH]: () => ({ body: chatWith({ conversation: null }) }),
      'POST /api/chat/conversations': (body) => {
        const { clientId, text } = body as { clientId: string; text: string };
        const first = message(1, { conversationId: started.id, senderId: ME, clientId, text, state: 'sent' });
        return { status: 201, body: { conversation: { ...started, lastMessage: first }, message: first } };
      },
    });
    expect(
      await screen.findByText('No messages yet. Write to Huda Saleh to begin, with greetings of peace.'),
    ).toBeInTheDocument();
    await user.type(composer(), 'Assalamu alaikum{Enter}');
    await waitFor(() =>
      expect(within(bubble('Assalamu alaikum')).getByRole('img')).toHaveAccessibleName('Sent'),
    );
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/chat/conversations');
    expect(post?.body).toEqual({
      memberId: HUDA_ID,
      clientId: expect.stringMatching(UUID),
      text: 'Assalamu alaikum',
    });
  });

  it('keeps her first delivered tick when it comes before the answer that started the conversation', async () => {
    // Her open tab receives the first message and says so before our POST's answer is back: the
    // answer, read before her receipt, must not take the tick away again.
    const started = conversation({ id: '0190a0e2-cccc-7c3d-a2f1-0e9d8c7b6a0c', deliveredSeq: 0, readSeq: 0 });
    // The socket, once the page has it: the POST below speaks on it before answering.
    const live: { socket?: Awaited<ReturnType<typeof open>>['socket'] } = {};
    let stored: typeof started | null = null;
    let rereads = 0;
    const { user, socket } = await open({
      // Read again meanwhile, it says what the server held before her receipt.
      [WITH]: () => {
        if (stored) rereads++;
        return { body: chatWith({ conversation: stored }) };
      },
      'POST /api/chat/conversations': async (body) => {
        const { clientId, text } = body as { clientId: string; text: string };
        const first = message(1, { conversationId: started.id, senderId: ME, clientId, text, state: 'sent' });
        const answered = { ...started, lastMessage: first };
        stored = answered;
        live.socket!.push('message', { message: first, conversation: answered });
        live.socket!.push('receipt', { conversationId: started.id, deliveredSeq: 1, readSeq: 0 });
        return { status: 201, body: { conversation: answered, message: first } };
      },
    });
    live.socket = socket;
    await screen.findByText('No messages yet. Write to Huda Saleh to begin, with greetings of peace.');
    await user.type(composer(), 'Assalamu alaikum{Enter}');
    await waitFor(() =>
      expect(within(bubble('Assalamu alaikum')).getByRole('img')).toHaveAccessibleName('Delivered'),
    );
    // The conversation read again after the start has been answered (and, by the next look,
    // applied): the tick stays.
    await waitFor(() => expect(rereads).toBeGreaterThan(0));
    expect(within(bubble('Assalamu alaikum')).getByRole('img')).toHaveAccessibleName('Delivered');
  });

  it('keeps a refused message with the reason, to try again or remove', async () => {
    const { socket, user } = await open();
    socket.answer = (frame) =>
      frame.event === 'send'
        ? {
            ok: false,
            problem: { status: 429, code: 'rate_limited', messageKey: 'chat.refused.rate_limited' },
          }
        : { ok: true, data: null };
    await screen.findByText('All well, alhamdulillah.');
    await user.type(composer(), 'Too fast{Enter}');
    expect(
      await screen.findByText('You are sending messages too fast. Wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(within(bubble('Too fast')).getByText('Not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Too fast')).not.toBeInTheDocument();
  });

  it('closes the conversation after asking, and then says who closed it', async () => {
    const closed = conversation({ status: 'closed', closedReason: 'closed', closedByMe: true });
    let open_ = true;
    const { user, calls } = await open({
      [WITH]: () => ({ body: chatWith(open_ ? {} : { conversation: closed }) }),
      [`POST /api/chat/conversations/${CONVERSATION_ID}/close`]: () => {
        open_ = false;
        return { body: closed };
      },
    });
    await screen.findByText('All well, alhamdulillah.');
    await user.click(
      screen.getByRole('button', { name: 'More actions for the conversation with Huda Saleh' }),
    );
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      `Close your conversation with ${isolate('Huda Saleh')}?`,
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close conversation' }));
    expect(
      await screen.findByText('You closed this conversation. Write a message to open it again.'),
    ).toBeInTheDocument();
    // Only I may reopen it, by writing: my composer stays.
    expect(composer()).toBeInTheDocument();
    expect(await screen.findByText('Conversation closed', { selector: '.toast' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toContain(
      `/api/chat/conversations/${CONVERSATION_ID}/close`,
    );
  });

  it('reports the conversation with a reason and the messages that are the problem', async () => {
    const { user, calls } = await open({
      [`POST /api/chat/conversations/${CONVERSATION_ID}/report`]: () => ({
        status: 201,
        body: { id: 'r1', conversationId: CONVERSATION_ID, messageIds: [], createdAt: at(0, 11) },
      }),
    });
    await screen.findByText('All well, alhamdulillah.');
    await user.click(
      screen.getByRole('button', { name: 'More actions for the conversation with Huda Saleh' }),
    );
    await user.click(screen.getByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report your conversation with Huda Saleh' });
    // Only her messages can be pointed at, newest first.
    const choices = within(dialog).getAllByRole('checkbox').slice(0, -1);
    expect(choices.map((c) => c.closest('label')?.querySelector('.chat-report__text')?.textContent)).toEqual([
      'All well, alhamdulillah.',
      'Assalamu alaikum, Yusuf.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or unwanted contact' }));
    await user.click(choices[0]!);
    expect(within(dialog).getByRole('checkbox', { name: 'Also close the conversation' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const report = calls.find((c) => c.url.pathname.endsWith('/report'));
    expect(report?.body).toEqual({
      reason: 'harassment',
      details: '',
      messageIds: [message(5).id],
      close: true,
    });
  });
});

describe('when I may not write', () => {
  it.each<[ChatRefusal, Routes, string, (ui: typeof screen) => unknown]>([
    [
      'needs_follow',
      {
        [`GET /api/social/relationship/${HUDA_ID}`]: () => ({ body: relationship({ memberId: HUDA_ID }) }),
      },
      "This member's profile is private. Send a follow request; once they accept, you can message them.",
      async (ui) => expect(await ui.findByRole('button', { name: 'Follow' })).toBeInTheDocument(),
    ],
    [
      'needs_entitlement',
      {},
      'Starting a conversation needs a subscription or your free trial.',
      (ui) =>
        expect(ui.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute(
          'href',
          '/en/subscription',
        ),
    ],
    [
      'blocked',
      {},
      'You cannot message this member.',
      (ui) => {
        expect(
          ui.getByText('You have blocked Huda Saleh. Unblock them on their profile to write again.'),
        ).toBeInTheDocument();
        expect(ui.getByRole('link', { name: "Go to Huda Saleh's profile" })).toHaveAttribute(
          'href',
          `/en/profile/${HUDA_ID}`,
        );
      },
    ],
    [
      'daily_limit',
      {},
      'You have started as many new conversations as allowed today. Try again tomorrow.',
      (ui) => {
        expect(
          ui.getByText('You can keep writing in the conversations you already have.'),
        ).toBeInTheDocument();
        expect(ui.getByRole('link', { name: 'My conversations' })).toHaveAttribute(
          'href',
          '/en/profile/chat',
        );
      },
    ],
    [
      'daily_limit',
      {
        [WITH]: () => ({
          body: chatWith({
            conversation: null,
            canWrite: false,
            refusal: 'daily_limit',
            retryAfterSeconds: 3600,
          }),
        }),
      },
      'You have started as many new conversations as allowed today. Try again tomorrow.',
      // The server says how long until the limit lifts: the page says when.
      (ui) => expect(ui.getByText(/^You can start a new conversation again from /)).toBeInTheDocument(),
    ],
    [
      'member_unavailable',
      {},
      'This member cannot receive messages.',
      (ui) => expect(ui.getByRole('link', { name: 'My conversations' })).toBeInTheDocument(),
    ],
  ])('%s: the server’s sentence and the way forward', async (refusal, routes, sentence, wayForward) => {
    await open({
      [WITH]: () => ({ body: chatWith({ conversation: null, canWrite: false, refusal }) }),
      ...routes,
    });
    expect(
      await screen.findByRole('heading', { name: 'You cannot write to Huda Saleh now' }),
    ).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    await wayForward(screen);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('after following, asks again and opens the composer', async () => {
    let following = false;
    const { user } = await open({
      [WITH]: () => ({
        body: following
          ? chatWith({ conversation: null })
          : chatWith({ conversation: null, canWrite: false, refusal: 'needs_follow' }),
      }),
      [`GET /api/social/relationship/${HUDA_ID}`]: () => ({ body: relationship({ memberId: HUDA_ID }) }),
      [`POST /api/social/follows/${HUDA_ID}`]: () => {
        following = true;
        return { body: relationship({ memberId: HUDA_ID, following: 'accepted', button: 'UnFollow' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('textbox', { name: 'Message to Huda Saleh' })).toBeInTheDocument();
  });

  it('shows a conversation she closed as closed, its history readable, with no composer', async () => {
    await open({
      [WITH]: () => ({
        body: chatWith({
          conversation: conversation({ status: 'closed', closedReason: 'closed', closedByMe: false }),
          canWrite: false,
          refusal: 'closed',
        }),
      }),
    });
    expect(
      await screen.findByText('Huda Saleh closed this conversation. You can still read your messages.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('All well, alhamdulillah.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('This conversation is closed.')).not.toBeInTheDocument();
    // Nothing left to close; reporting stays possible.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'More actions for the conversation with Huda Saleh' }));
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report conversation' })).toBeInTheDocument();
  });

  it('is the 404 page for a member the chat does not know (or who blocks me)', async () => {
    await open({ [WITH]: () => problem(404, 'social.memberNotFound', 'This member could not be found.') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
