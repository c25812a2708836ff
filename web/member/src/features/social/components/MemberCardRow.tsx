import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { displayName } from '../../../lib/display-name';
import { formatNumber } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';
import { myMemberId } from '../../../lib/my-member-id';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';

interface Props {
  /** Null when the member's details are hidden from me (they block me too): no name, no link. */
  card: MemberCard | null;
  labels: ProfileLabels;
  /** The id of the name, so row buttons ("Accept") can say whose row they act on. */
  nameId: string;
  /** A line under the facts (when they asked, since when blocked). */
  detail?: ReactNode;
  actions?: ReactNode;
}

/** One member in a list: photo or initial, name linking to the profile, age, place, presence. */
export function MemberCardRow({ card, labels, nameId, detail, actions }: Props) {
  const { t } = useTranslation('social');
  if (!card) {
    return (
      <div className="member-row">
        <MemberAvatar card={null} name="" />
        <div className="member-row__body">
          <span id={nameId} className="member-row__name member-row__name--hidden">
            {t('list.hiddenMember')}
          </span>
          {detail && <p className="member-row__detail">{detail}</p>}
        </div>
        {actions && <div className="member-row__actions">{actions}</div>}
      </div>
    );
  }
  return <VisibleMemberRow card={card} labels={labels} nameId={nameId} detail={detail} actions={actions} />;
}

function VisibleMemberRow({ card, labels, nameId, detail, actions }: Props & { card: MemberCard }) {
  const { t } = useTranslation('profile');
  const { to } = useLocale();
  const name = displayName(card, labels.locale);
  const place = labels.place(card.city, card.country);
  // Myself in someone's list: my own profile, with its edit mode, not the view others get.
  const profilePath = card.memberId === myMemberId() ? '/profile' : `/profile/${card.memberId}`;
  return (
    <div className="member-row">
      <MemberAvatar card={card} name={name} />
      <div className="member-row__body">
        <Link id={nameId} className="member-row__name" to={to(profilePath)} dir="auto">
          {name}
        </Link>
        <ul className="member-row__facts">
          {card.age !== null && (
            <li>{t('age', { count: card.age, age: formatNumber(card.age, labels.locale) })}</li>
          )}
          {place && <li>{place}</li>}
          {card.presence === 'online' && (
            <li className="presence presence--online">
              <span className="presence__dot" aria-hidden="true" />
              {labels.value('presence', 'online', card.gender)}
            </li>
          )}
        </ul>
        {detail && <p className="member-row__detail">{detail}</p>}
      </div>
      {actions && <div className="member-row__actions">{actions}</div>}
    </div>
  );
}
