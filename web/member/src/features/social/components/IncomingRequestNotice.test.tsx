import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Relationship } from '@mawadda/contracts';
import { renderPage, stubFetch } from '../../../test/render';
import { IncomingRequestNotice } from './IncomingRequestNotice';

const relationship: Relationship = {
  memberId: 'm-1',
  following: 'none',
  button: 'Follow',
  outgoingRequestId: null,
  followedBy: 'none',
  incomingRequestId: 'r-1',
  blocking: false,
};

describe('IncomingRequestNotice', () => {
  it("keeps an English title left-to-right when the member's name is Arabic", async () => {
    stubFetch({});
    await renderPage(
      <IncomingRequestNotice
        name="ملك"
        gender="female"
        relationship={relationship}
        onChange={() => undefined}
        onStale={() => undefined}
      />,
      { locale: 'en', routePath: '/en/profile/m-1', path: '/en/profile/m-1' },
    );
    const title = await screen.findByRole('heading', { name: 'ملك would like to follow you' });
    // With dir="auto" the Arabic first word would turn the whole English sentence right-to-left.
    expect(title).not.toHaveAttribute('dir');
  });
});
