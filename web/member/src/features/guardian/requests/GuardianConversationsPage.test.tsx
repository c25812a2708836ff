import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../../lib/bidi';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianConversationsPage } from './GuardianConversationsPage';

const MEMBER = '0190a000-0000-7000-8000-000000000001';

describe('GuardianConversationsPage', () => {
  it("keeps the English title left-to-right when the ward's name is Arabic", async () => {
    stubFetch({
      'GET /api/auth/guardian/members': () => ({
        body: [
          {
            memberId: MEMBER,
            firstName: 'ياسمين',
            settings: {
              approveConversations: true,
              approvePhotos: true,
              approveCv: false,
              readsConversations: true,
            },
          },
        ],
      }),
      [`GET /api/chat/guardian/members/${MEMBER}/conversations`]: () => ({ body: { items: [], next: null } }),
    });
    await renderPage(<GuardianConversationsPage />, {
      locale: 'en',
      routePath: '/en/guardian/requests/members/:memberId',
      path: `/en/guardian/requests/members/${MEMBER}`,
    });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: `${isolate('ياسمين')}'s conversations`,
    });
    // `dir="auto"` would take the Arabic name's direction for the whole English sentence.
    expect(title).not.toHaveAttribute('dir');
  });
});
