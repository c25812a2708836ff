import { lazy, Suspense } from 'react';
import { useAppState } from '../app/state';
import { HomePage as GuestHome } from '../features/content/components/HomePage';
import { roleOf } from '../features/guardian/role';

/** The signed-in homes are chunks of their own: a guest's page (server-rendered) never loads them. */
const SignedInHome = lazy(() => import('./SignedInHome'));

/** Accounts with a home of their own; a company keeps the front page. */
const HOMES: readonly (string | null)[] = ['member', 'guardian'];

/**
 * `/`: the marketing front page for a guest, as the server renders it; a member's own home (next
 * step, suggestions, what waits) or a guardian's (what waits for his decision) once signed in.
 * The session is known only in the browser, so a signed-in visit shows its home after hydration.
 */
export function HomePage() {
  const { state } = useAppState();
  const role = roleOf(state.token);
  if (!state.auth.isAuthenticated || !HOMES.includes(role)) return <GuestHome />;
  return (
    <Suspense fallback={<HomeLoading />}>
      <SignedInHome guardian={role === 'guardian'} />
    </Suspense>
  );
}

function HomeLoading() {
  return (
    <div className="section container" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--text" />
    </div>
  );
}

export { HomePage as Component };
