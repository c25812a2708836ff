import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@mawadda/contracts';
import { formatNumber } from '../../../lib/format';
import { Badges } from '../../../lib/members/Badges';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';

/**
 * Who asks, as the guardian meets him before answering: photo (only one the profile service lets
 * a guest see; else his initial), name, age, city and each verification badge in words. The card
 * comes from `POST /profile/cards`, which reads for a guardian what a guest may read.
 */
export function SuitorCard({
  card,
  name,
  headingId,
}: {
  card: MemberCard | null;
  name: string;
  headingId: string;
}) {
  const { t } = useTranslation('profile');
  const labels = useProfileLabels(registrationOptions);
  const place = card ? labels.place(card.city, card.country) : null;
  return (
    <div className="guardian-request__who">
      <MemberAvatar card={card} name={name} />
      <div className="guardian-request__identity">
        <h2 id={headingId} className="guardian-request__name" dir="auto">
          {name}
        </h2>
        {card && (
          <ul className="guardian-request__facts">
            {card.age !== null && (
              <li>{t('age', { count: card.age, age: formatNumber(card.age, labels.locale) })}</li>
            )}
            {place && <li>{place}</li>}
          </ul>
        )}
        {card && <Badges badges={card.badges} gender={card.gender} />}
      </div>
    </div>
  );
}
