import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallLine, ChatMessage } from '@mawadda/contracts';
import { renderPage } from '../../../test/render';
import { MessageBubble } from './MessageBubble';

const line = (call: CallLine): ChatMessage => ({
  id: 'm9',
  conversationId: 'c1',
  seq: 9,
  senderId: 'caller',
  clientId: 'client-9',
  text: null,
  removed: false,
  sentAt: '2026-11-20T10:00:00.000Z',
  state: 'sent',
  call,
});

describe('the line a call leaves in the conversation', () => {
  it('says a video call and how long, in the Arabic plural', async () => {
    await renderPage(
      <ol>
        <MessageBubble
          message={line({ media: 'video', outcome: 'ended', seconds: 240, chaperoned: false })}
          mine={false}
          sender="Yusuf"
          tick="read"
        />
      </ol>,
      { locale: 'ar' },
    );
    expect(screen.getByText('مكالمة فيديو، 4 دقائق')).toBeInTheDocument();
    // Never the "message removed" text: a call line has no text of its own.
    expect(screen.queryByText('حُذفت هذه الرسالة')).toBeNull();
  });

  it('is a missed call for her and not answered for him, with the guardian noted', async () => {
    const missed = line({ media: 'voice', outcome: 'missed', seconds: 0, chaperoned: true });
    await renderPage(
      <ol>
        <MessageBubble message={missed} mine={false} sender="Yusuf" tick="read" />
        <MessageBubble message={{ ...missed, id: 'm10', seq: 10 }} mine sender="Huda" tick="read" />
      </ol>,
      { locale: 'en' },
    );
    expect(screen.getByText('Missed call')).toBeInTheDocument();
    expect(screen.getByText('Call not answered')).toBeInTheDocument();
    expect(screen.getAllByText('with the guardian')).toHaveLength(2);
  });

  it('says a short call plainly', async () => {
    await renderPage(
      <ol>
        <MessageBubble
          message={line({ media: 'voice', outcome: 'ended', seconds: 20, chaperoned: false })}
          mine
          sender="Yusuf"
          tick="read"
        />
      </ol>,
      { locale: 'en' },
    );
    expect(screen.getByText('Voice call, under a minute')).toBeInTheDocument();
  });
});
