import type { ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard, Relationship, SearchCard, SearchSort } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { displayName } from '../../../lib/display-name';
import { formatNumber } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';
import { CardFollowButton, type RenderFollow } from './CardFollowButton';
import { PresenceTag } from '../../../lib/members/PresenceTag';
import { Badges } from '../../../lib/members/Badges';
import { SearchAvatar } from '../../../lib/members/SearchAvatar';

/**
 * A result's actions (open the profile, and what the page draws with the relationship: message
 * and follow), or other actions in their place (a suggestion's).
 */
type Actions =
  | {
      /** Where I stand with them, when known. */
      relationship: Relationship | undefined;
      onRelationship: (relationship: Relationship) => void;
      renderFollow: RenderFollow;
      actions?: never;
    }
  | { actions: ReactNode; relationship?: never; onRelationship?: never; renderFollow?: never };

type Props = Actions & {
  item: SearchCard;
  /** The profile service's card (photo, names in both scripts), when it gave one. */
  card: MemberCard | undefined;
  labels: ProfileLabels;
  sort: SearchSort;
  /** Drawn under the facts: how the pair fits, where search says. */
  children?: ReactNode;
  /** False where the reader may not open profiles (a guardian reading his ward's suggestions). */
  linked?: boolean;
};

/** The id of a card's name, which its buttons are described by. */
export const cardNameId = (memberId: string) => `search-card-${memberId}`;

/** One found member: photo, name to the profile, age, place, origin, status, presence, follow. */
export function SearchResultCard({
  item,
  card,
  labels,
  sort,
  relationship,
  onRelationship,
  renderFollow,
  actions,
  children,
  linked = true,
}: Props) {
  const { t } = useTranslation(['search', 'profile']);
  const { locale, to } = useLocale();
  // The profile's card when it came (a member's page), else search's own: both carry the name in
  // each script the member gave, so a guest's Arabic page reads it in Arabic too.
  const name = displayName(card ?? item, locale);
  const nameId = cardNameId(item.memberId);
  const facts: { key: string; label: string; value: string | null }[] = [
    { key: 'city', label: t('card.city'), value: labels.value('city', item.city, item.gender) },
    {
      key: 'nationality',
      label: t('card.nationality'),
      value: labels.value('nationality', item.nationality, item.gender),
    },
    {
      key: 'maritalState',
      label: t('card.maritalState'),
      value: labels.value('maritalState', item.maritalState, item.gender),
    },
  ];
  const distance =
    sort === 'nearest' && item.distanceKm !== null
      ? t('card.distance', { km: formatNumber(item.distanceKm, locale) })
      : null;
  return (
    <article className="search-card" aria-labelledby={nameId}>
      <div className="search-card__head">
        <SearchAvatar card={card} name={name} />
        <div className="search-card__who">
          <h3 className="search-card__name">
            {linked ? (
              <Link id={nameId} to={to(`/profile/${item.memberId}`)} dir="auto">
                {name}
              </Link>
            ) : (
              <span id={nameId} dir="auto">
                {name}
              </span>
            )}
          </h3>
          <Badges badges={item.badges ?? card?.badges} compact gender={item.gender} />
          <p className="search-card__age">
            {t('profile:age', { count: item.age, age: formatNumber(item.age, locale) })}
          </p>
        </div>
      </div>
      <ul className="search-card__facts">
        {facts.map(
          (fact) =>
            fact.value && (
              <li key={fact.key}>
                <span className="visually-hidden">{fact.label}: </span>
                {fact.value}
              </li>
            ),
        )}
        {distance && <li className="search-card__distance">{distance}</li>}
      </ul>
      {children}
      <div className="search-card__foot">
        {/* Online, active today or this week; "offline" is left unsaid (contracts' presence.ts). */}
        {item.presence !== 'offline' ? (
          <span>
            <span className="visually-hidden">{t('card.presence')}: </span>
            <PresenceTag presence={item.presence} gender={item.gender} />
          </span>
        ) : (
          <span />
        )}
        {renderFollow ? (
          <div className="search-card__actions">
            {linked && (
              <Link
                className="btn btn--ghost btn--small"
                to={to(`/profile/${item.memberId}`)}
                aria-describedby={nameId}
              >
                <UserRound className="btn__icon" aria-hidden="true" />
                {t('card.openProfile')}
              </Link>
            )}
            <CardFollowButton
              relationship={relationship}
              onChange={onRelationship}
              name={name}
              nameId={nameId}
              gender={item.gender}
              renderFollow={renderFollow}
            />
          </div>
        ) : (
          actions
        )}
      </div>
    </article>
  );
}
