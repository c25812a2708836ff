import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile, Presence } from '@mawadda/contracts';
import { displayName } from '../../../lib/display-name';
import { formatNumber } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';
import { ProfilePicture } from '../../../lib/members/ProfilePicture';
import { Badges } from '../../../lib/members/Badges';
import { DeclarationBadges } from '../../../lib/members/DeclarationBadges';

type HeadProfile = Pick<
  OwnProfile,
  'fullName' | 'fullNameEn' | 'fullNameAr' | 'age' | 'city' | 'country' | 'gender' | 'badges' | 'declaration'
> & {
  /** The head shows the images only (the CV differs between one's own view and others'). */
  media: Pick<OwnProfile['media'], 'avatar' | 'cover'>;
  /** Null where the viewer may not know it (a guest reading a private profile). */
  presence: Presence | null;
};

interface Props {
  profile: HeadProfile;
  labels: ProfileLabels;
  titleId: string;
  /** Buttons beside the name (edit on one's own profile; follow and more on another's). */
  actions?: ReactNode;
  /** Under the facts: followers and following. */
  meta?: ReactNode;
  /** Under the head: changing the profile image and the cover (own profile only). */
  children?: ReactNode;
}

/**
 * The top of a profile, its summary: profile image or initial, name, badges, age, place and
 * presence, with the one main action beside; the cover only when there is one.
 */
export function ProfileHead({ profile, labels, titleId, actions, meta, children }: Props) {
  const { t } = useTranslation('profile');
  const { locale } = labels;
  const name = displayName(profile, locale);
  const { avatar, cover } = profile.media;
  const place = labels.place(profile.city, profile.country);
  // "Offline" is left unsaid: it tells a family nothing (contracts' presence.ts).
  const presence = profile.presence && profile.presence !== 'offline' ? profile.presence : null;
  return (
    <header className={`profile-head${cover ? ' profile-head--cover' : ''}`}>
      {/* No cover, no band: the name and the main action stay above the fold. */}
      {cover && (
        <div className="profile-head__cover">
          <ProfilePicture
            image={cover}
            className="profile-head__cover-img"
            sizes="(min-width: 72rem) 72rem, 100vw"
            alt=""
            priority
          />
        </div>
      )}
      <div className="profile-head__main">
        <div className="profile-head__avatar">
          {avatar ? (
            <ProfilePicture image={avatar} sizes="8rem" alt={t('images.avatarOf', { name })} priority />
          ) : (
            <span className="profile-head__initial" aria-hidden="true">
              {name.trim().charAt(0)}
            </span>
          )}
        </div>
        <div className="profile-head__identity">
          <h1 id={titleId} dir="auto">
            {name}
          </h1>
          <Badges badges={profile.badges} gender={profile.gender} />
          <DeclarationBadges declaration={profile.declaration} gender={profile.gender} />
          <ul className="profile-head__facts">
            {profile.age !== null && (
              <li>{t('age', { count: profile.age, age: formatNumber(profile.age, locale) })}</li>
            )}
            {place && <li>{place}</li>}
            {presence && (
              <li className={`presence presence--${presence}`}>
                <span className="presence__dot" aria-hidden="true" />
                {labels.value('presence', presence, profile.gender)}
              </li>
            )}
          </ul>
          {meta}
        </div>
        {actions && <div className="profile-head__actions">{actions}</div>}
      </div>
      {children}
    </header>
  );
}
