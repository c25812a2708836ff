import { lazy, Suspense } from 'react';
import { useAppState } from '../app/state';
import { HomePage as GuestHome } from '../features/content/components/HomePage';
import { roleOf } from '../features/guardian/role';

/** The signed-in homes are chunks of their own: a guest's page (server-rendered) never loads them. */
const MemberHome = lazy(() => import('./MemberHomePage'));
const GuardianHome = lazy(() => import('./GuardianHomePage'));

/** Accounts with a home of their own; a company keeps the site's front page. */
const homeOf = (token: string | null) => {
  const role = roleOf(token);
  if (role === 'guardian') return GuardianHome;
  return role === null || role === 'member' ? MemberHome : null;
};

/**
 * `/`: the marketing front page for a guest, as the server renders it; a member's own home (next
 * step, suggestions, what waits) or a guardian's (what waits for his decision) once signed in.
 * The session is known only in the browser, so a signed-in visit shows its home after hydration.
 */
export function HomePage() {
  const { state } = useAppState();
  const Home = state.auth.isAuthenticated ? homeOf(state.token) : null;
  if (!Home) return <GuestHome />;
  return (
    <Suspense fallback={<HomeLoading />}>
      <Home />
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
