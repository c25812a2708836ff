import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard, SearchCard } from '@mawadda/contracts';
import { useAppState } from '../../../../app/state';
import { useLocale } from '../../../../routes/use-locale';
import { isAbortError } from '../../../../lib/api';
import type { ActiveMember } from './ActiveMember';
import { useMostActiveSeed } from './most-active-seed';

interface Strip {
  items: SearchCard[];
  cards: ReadonlyMap<string, MemberCard>;
  /** One member's card, loaded with the list: it reads the contracts' presence labels. */
  Member: typeof ActiveMember;
}

/** How long the server's list stands before the browser reads it again (as long as the gateway keeps a page). */
const SEED_FRESH_MS = 60_000;

let memberModule: Promise<typeof ActiveMember> | undefined;
/** One member's card, once it is in: a list the server drew is drawn again at once from it. */
let loadedMember: typeof ActiveMember | undefined;
/**
 * The card's chunk, loaded once: with the list's call, or before a page whose server drew members
 * hydrates (MostActiveMembersSlot's loader), so the first render can draw them as the server did.
 */
export const loadActiveMember = () =>
  (memberModule ??= import('./ActiveMember').then((m) => (loadedMember = m.ActiveMember)));

/** The members, then (for a member) the photos the profile service grants; photos are a nicety. */
async function loadStrip(signedIn: boolean, signal: AbortSignal): Promise<Strip> {
  // The calls, their schemas and the member card load with the call, not with this chunk: they
  // read the whole contracts package, and a server-rendered home waits for this chunk before it
  // hydrates (main.tsx).
  const [{ fetchMostActive }, { fetchMemberCards }, Member] = await Promise.all([
    import('../../api/fetch-most-active'),
    import('../../../../lib/members/fetch-member-cards'),
    loadActiveMember(),
  ]);
  const items = await fetchMostActive(signal);
  // Photos are for members (the cards call is): a guest's strip keeps its placeholders.
  const cards = signedIn
    ? await fetchMemberCards(
        items.map((i) => i.memberId),
        signal,
      ).catch((error: unknown) => {
        if (isAbortError(error)) throw error;
        return [];
      })
    : [];
  return { items, cards: new Map(cards.map((c) => [c.memberId, c])), Member };
}

/**
 * The home page's "most active members" in a sideways row. Guests get first names and placeholders,
 * since photos are for members. Until the list is in, and whenever it is empty or fails, there is
 * nothing: home never waits or breaks for it, and no invented member stands in.
 */
export function MostActiveStrip() {
  const { t } = useTranslation('search');
  const { state } = useAppState();
  const { to } = useLocale();
  const signedIn = state.auth.isAuthenticated;
  const seed = useMostActiveSeed();
  const { data, isError } = useQuery({
    // A guest's strip and a member's differ (names, photos): signing in reads it again.
    queryKey: ['home', 'most-active', signedIn],
    queryFn: ({ signal }) => loadStrip(signedIn, signal),
    // A guest starts from the server's list (drawn as the server drew it), read again once it is
    // a minute old: a page just rendered makes no call, and loads no schema, before it is used.
    initialData:
      !signedIn && seed && loadedMember
        ? { items: [...seed.items], cards: new Map(), Member: loadedMember }
        : undefined,
    // Never later than now: a phone whose clock is behind the server's would otherwise keep the
    // list as fresh for as long as the clocks differ.
    initialDataUpdatedAt: seed && Math.min(seed.at, Date.now()),
    // Only the guest's list the server gave: a member's own list is read again on every visit.
    staleTime: !signedIn && seed ? SEED_FRESH_MS : 0,
    retry: false,
  });
  // The members are drawn at a transition's priority, a card at a time with the browser free in
  // between: the query's answer comes as an urgent update, and the whole row in one task blocks
  // input on a slow phone.
  const strip = useDeferredValue(data);

  // Nobody in the list, or (while a member's own list loads) nobody in the server's: no strip,
  // rather than a waiting row that would then go and move the page up.
  if (isError || (strip ? strip.items.length === 0 : seed?.items.length === 0)) return null;
  return (
    <section className="section most-active" aria-labelledby="most-active-title">
      <div className="container">
        <div className="most-active__head">
          <div>
            <h2 id="most-active-title">{t('mostActive.title')}</h2>
            <p className="section__lead">{t('mostActive.lead')}</p>
          </div>
          <Link className="most-active__more" to={to('/search?sort=mostActive')}>
            {t('mostActive.more')}
          </Link>
        </div>
        <ul className="most-active__list" aria-labelledby="most-active-title" aria-busy={!strip || undefined}>
          {strip?.items.map((item) => (
            <li key={item.memberId}>
              <strip.Member item={item} card={strip.cards.get(item.memberId)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
