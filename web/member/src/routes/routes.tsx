import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mawadda/contracts/locale';
import { ErrorBoundary } from '../lib/errors/ErrorPage';
import { Layout } from '../shell/Layout';
import { GuestOnly, RequireSession } from './guards';
import { LocaleRoot } from './LocaleRoot';

/** Spec §2 static pages: each is a CMS page whose slug is its path. */
export const STATIC_PAGE_SLUGS = [
  'koran',
  'services',
  'about-us',
  'about-us/vision-mission',
  'privacy-policy',
  'subscription-terms',
  'terms-and-conditions',
  'orders-and-teturns-terms',
  'disclaimer',
] as const;

/** A route's `lazy`, named with its page module's path from the site's root (see `page`). */
type PageLoad = (() => Promise<object>) & { module?: string };

// Route modules export `Component` (and `loader` where data must arrive before the page shows),
// so each page is its own chunk and the first screen loads only what it needs. `module`, the page
// module's path (`src/pages/SearchPage.tsx`), is written in by the build
// (vite-plugins/route-modules.ts): the gateway preloads the chunks of a member's page by it.
const page = (load: () => Promise<object>, module?: string): Pick<RouteObject, 'lazy'> => ({
  lazy: Object.assign(load, { module }) as RouteObject['lazy'],
});

/** The page modules (their paths from the site's root) of the routes `pathname` matches in `routes`. */
export function pageModulesOf(routes: RouteObject[], pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const module = (route.lazy as PageLoad | undefined)?.module;
    return module ? [module] : [];
  });
}

const pages: RouteObject[] = [
  // A guest's marketing page; a member's or a guardian's own home once signed in.
  { index: true, ...page(() => import('../pages/HomePage')) },
  ...STATIC_PAGE_SLUGS.map((slug) => ({
    path: slug,
    handle: { slug },
    ...page(() => import('../features/content/components/StaticPage')),
  })),
  { path: 'media/news', ...page(() => import('../features/content/components/NewsListPage')) },
  { path: 'media/news/:slug', ...page(() => import('../features/content/components/NewsArticlePage')) },
  { path: 'blog', ...page(() => import('../features/content/components/BlogListPage')) },
  { path: 'blog/:slug', ...page(() => import('../features/content/components/BlogPostPage')) },
  { path: 'faq', ...page(() => import('../features/content/components/FaqPage')) },
  // Success stories of couples married here, open to guests (match service).
  { path: 'stories', ...page(() => import('../features/stories/components/StoriesPage')) },
  { path: 'stories/:id', ...page(() => import('../features/stories/components/StoryPage')) },
  { path: 'contact-us', ...page(() => import('../features/feedback/components/ContactPage')) },
  {
    path: 'submitting-complaints-and-suggestions',
    ...page(() => import('../features/feedback/components/ComplaintsPage')),
  },
  {
    element: (
      <GuestOnly>
        <Outlet />
      </GuestOnly>
    ),
    children: [
      { path: 'Auth/login', ...page(() => import('../features/auth/components/LoginPage')) },
      { path: 'Auth/register', ...page(() => import('../features/auth/components/RegisterPage')) },
      {
        path: 'Auth/register/company',
        ...page(() => import('../features/auth/components/CompanyRegisterPage')),
      },
      // A code to the account's email or phone, then a new password (signed-in members change theirs on account/security).
      {
        path: 'Auth/forgot-password',
        ...page(() => import('../features/auth/components/ForgotPasswordPage')),
      },
    ],
  },
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { path: 'search', ...page(() => import('../pages/SearchPage')) },
      { path: 'profile', ...page(() => import('../pages/OwnProfilePage')) },
      // Email, phone, password, devices and two-step sign-in.
      {
        path: 'account/security',
        ...page(() => import('../features/account/components/AccountSecurityPage')),
      },
      // Static segments outrank `profile/:id` below, so these never read as a member id.
      {
        path: 'profile/requests',
        ...page(() => import('../features/social/components/FollowRequestsPage')),
      },
      { path: 'profile/blocked', ...page(() => import('../features/social/components/BlockedMembersPage')) },
      // Hidden media, reveals and requests; who saw my photos and CV.
      { path: 'profile/privacy', ...page(() => import('../features/reveal/components/PrivacyPage')) },
      {
        path: 'profile/privacy/views',
        ...page(() => import('../features/reveal/components/MediaViewsPage')),
      },
      // What I am looking for in a spouse: the member's own wishes, private to her.
      { path: 'profile/preferences', ...page(() => import('../pages/PreferencesPage')) },
      // Who follows whom is for members only (the social service refuses guests these lists).
      { path: 'profile/:id/followers', ...page(() => import('../features/social/components/FollowersPage')) },
      { path: 'profile/:id/following', ...page(() => import('../features/social/components/FollowingPage')) },
      // Billing's member pages: the provider's return, the orders and their receipts.
      {
        path: 'subscription/result',
        ...page(() => import('../features/billing/components/CheckoutResultPage')),
      },
      { path: 'order-tracking', ...page(() => import('../features/billing/components/OrderTrackingPage')) },
      {
        path: 'order-tracking/:id/receipt',
        ...page(() => import('../features/billing/components/ReceiptPage')),
      },
      // The member's own complaints, suggestions and messages, with the staff replies.
      { path: 'my-messages', ...page(() => import('../features/feedback/components/MyMessagesPage')) },
      // The notification centre and how each kind reaches me.
      {
        path: 'notifications',
        ...page(() => import('../features/notifications/components/NotificationsPage')),
      },
      {
        path: 'notifications/settings',
        ...page(() => import('../features/notifications/components/NotificationSettingsPage')),
      },
    ],
  },
  // A guardian's invitation link, signed in or not.
  { path: 'guardian/accept', ...page(() => import('../features/guardian/components/GuardianAcceptPage')) },
  // The mailed link lands here signed in or not (another device); /verification needs a session.
  { path: 'verify-email', ...page(() => import('../features/auth/components/VerifyEmailPage')) },
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { path: 'verification', ...page(() => import('../pages/VerificationPage')) },
      // The member's guardian (wali) link.
      { path: 'guardian', ...page(() => import('../features/guardian/components/GuardianPage')) },
      // A guardian's requests to approve, and a member's conversations read-only.
      {
        path: 'guardian/requests',
        ...page(() => import('../features/guardian/requests/GuardianRequestsPage')),
      },
      // A guardian: his wards' paths toward nikah, and his answers.
      { path: 'guardian/paths', ...page(() => import('../features/match/components/GuardianPathsPage')) },
      // A member: our path toward nikah with the member I talk to.
      { path: 'path/:memberId', ...page(() => import('../features/match/components/OurPathPage')) },
      {
        path: 'guardian/requests/members/:memberId',
        ...page(() => import('../features/guardian/requests/GuardianConversationsPage')),
      },
    ],
  },
  // Open routes: a guest sees what the page is for and the login prompt (with the way back).
  { path: 'profile/chat', ...page(() => import('../pages/ChatListPage')) },
  { path: 'profile/:id', ...page(() => import('../pages/MemberProfilePage')) },
  { path: 'chat/:id', ...page(() => import('../pages/ChatPage')) },
  // Open: a guest sees the plans and prices, and logs in to try or buy.
  { path: 'subscription', ...page(() => import('../features/billing/components/SubscriptionPage')) },
  { path: '*', ...page(() => import('../lib/errors/NotFoundPage')) },
];

const EmptyShell = () => null;

/**
 * One locale's subtree: `/…` is Arabic, `/en/…`, `/ur/…`, `/fa/…`, `/tr/…` the others. A new object
 * per call (the pages inside are shared), so each router gets a tree of its own.
 */
export function localeRoute(locale: Locale): RouteObject {
  return {
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    element: <LocaleRoot locale={locale} />,
    // A page the server did not render (a member page, a demo site) starts from the empty shell
    // while its route's code loads: nothing to show for that moment, said explicitly (react-router
    // warns otherwise). A server-rendered page hydrates with its routes loaded (main.tsx).
    HydrateFallback: EmptyShell,
    children: [
      {
        element: <Layout />,
        errorElement: <ErrorBoundary />,
        children: pages,
      },
      // `/ar/…` names the language of the root itself: the same page without the prefix.
      ...(locale === DEFAULT_LOCALE
        ? [{ path: `${DEFAULT_LOCALE}/*`, ...page(() => import('./DropDefaultPrefix')) }]
        : []),
    ],
  };
}

/**
 * The routes a page of `locale` starts with: its own subtree alone, since a router ranks every
 * route it is given in the task that starts the page; another locale's joins on first visit
 * (`app/site-router.ts`). The server renders the same tree, so hydration's route ids match.
 */
export const routesFor = (locale: Locale): RouteObject[] => [localeRoute(locale)];

/** Every locale's subtree: what any URL of the site matches (tests). */
export const routes: RouteObject[] = LOCALES.map(localeRoute);
