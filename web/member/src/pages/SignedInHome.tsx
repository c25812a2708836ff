import { lazy } from 'react';

/**
 * The member's and the guardian's homes, each a chunk of its own. Their long lists of chunks to
 * preload live here rather than in the front page's own chunk, which every guest loads first.
 */
const MemberHome = lazy(() => import('./MemberHomePage'));
const GuardianHome = lazy(() => import('./GuardianHomePage'));

export default function SignedInHome({ guardian }: { guardian: boolean }) {
  return guardian ? <GuardianHome /> : <MemberHome />;
}
