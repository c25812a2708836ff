import type { AdminMemberSocialCounts } from '@mawadda/contracts';
import type { SocialApp } from './context.js';

/**
 * Staff's view of one member's social standing, whatever the member's privacy or blocks: staff
 * see the figures a member never sees (who blocks them, reports either way). A member social has
 * never heard of has all zeros, as an account with no social life does.
 */
export async function readMemberCounts(app: SocialApp, memberId: string): Promise<AdminMemberSocialCounts> {
  const [follows, blocks, reports] = await Promise.all([
    app.lists.counts(memberId),
    app.lists.blockCounts(memberId),
    app.reports.countsOf(memberId),
  ]);
  return { memberId, ...follows, ...blocks, ...reports };
}
