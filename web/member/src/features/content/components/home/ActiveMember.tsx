import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard, SearchCard } from '@mawadda/contracts';
import { useLocale } from '../../../../routes/use-locale';
import { displayName } from '../../../../lib/display-name';
import { formatNumber } from '../../../../lib/format';
import { PresenceTag } from '../../../../lib/members/PresenceTag';
import { SearchAvatar } from '../../../../lib/members/SearchAvatar';

/** One member of home's "most active" strip; its own chunk, loaded with the list (MostActiveStrip). */
export function ActiveMember({ item, card }: { item: SearchCard; card: MemberCard | undefined }) {
  const { t } = useTranslation('profile');
  const { locale, to } = useLocale();
  // The profile's card when it came (a member's page), else search's own: both carry the name in
  // each script the member gave, so a guest's Arabic page reads it in Arabic too.
  const name = displayName(card ?? item, locale);
  return (
    <Link className="active-card" to={to(`/profile/${item.memberId}`)}>
      <SearchAvatar card={card} name={name} />
      <span className="active-card__name" dir="auto">
        {name}
      </span>
      <span className="active-card__age">
        {t('age', { count: item.age, age: formatNumber(item.age, locale) })}
      </span>
      <PresenceTag presence={item.presence} gender={item.gender} />
    </Link>
  );
}
