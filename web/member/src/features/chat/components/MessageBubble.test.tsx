import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mawadda/contracts';
import { renderPage } from '../../../test/render';
import { MessageBubble, PendingBubble } from './MessageBubble';

const message = (seq: number, text: string): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  senderId: 'other',
  clientId: `client-${seq}`,
  text,
  removed: false,
  sentAt: '2026-11-20T10:00:00.000Z',
  state: 'sent',
});

// A right-to-left override left open, and an isolate never closed: inside one message they may
// reorder its own words, never the next message, the sender's name or the time beside it.
const OPEN_OVERRIDE = 'see the file \u202Efdp.exe';
const OPEN_ISOLATE = 'قال \u2067hello';

describe('a message keeps its direction controls to itself', () => {
  it('renders each text in its own isolate, apart from the sender and the time', async () => {
    await renderPage(
      <ol>
        <MessageBubble message={message(1, OPEN_OVERRIDE)} mine={false} sender="Huda" tick="read" />
        <MessageBubble message={message(2, OPEN_ISOLATE)} mine tick="read" sender="Huda" />
      </ol>,
      { locale: 'en' },
    );
    const texts = [screen.getByText(OPEN_OVERRIDE), screen.getByText(OPEN_ISOLATE)];
    for (const text of texts) {
      // <bdi> is isolated by the browser's own stylesheet, whatever the site's CSS says.
      expect(text.tagName).toBe('BDI');
      expect(text).toHaveAttribute('dir', 'auto');
      // The text is the isolate's only content: nothing else shares its bidi run.
      expect(text.childNodes).toHaveLength(1);
      const bubble = text.closest('li')!;
      expect(text).not.toContainElement(bubble.querySelector('time'));
      expect(text).not.toContainElement(bubble.querySelector('.visually-hidden'));
    }
    expect(texts[0]!.closest('li')).not.toBe(texts[1]!.closest('li'));
  });

  it('isolates a message still being sent the same way', async () => {
    await renderPage(
      <ol>
        <PendingBubble
          pending={{
            clientId: 'p1',
            text: OPEN_OVERRIDE,
            createdAt: '2026-11-20T10:00:00.000Z',
            status: 'sending',
            queued: false,
            error: null,
          }}
          onRetry={() => undefined}
          onRemove={() => undefined}
        />
      </ol>,
      { locale: 'ar' },
    );
    const text = screen.getByText(OPEN_OVERRIDE);
    expect(text.tagName).toBe('BDI');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).not.toContainElement(text.closest('li')!.querySelector('time'));
  });
});
