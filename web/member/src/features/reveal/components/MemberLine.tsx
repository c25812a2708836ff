import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MemberCard } from '@mawadda/contracts';
import { displayName } from '../../../lib/display-name';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { useLocale } from '../../../routes/use-locale';

/** One member as a card row: photo (as I may see it), name linking to the profile, a detail, actions. */
export function MemberLine({
  memberId,
  card,
  fallback,
  detail,
  children,
}: {
  memberId: string | null;
  card: MemberCard | undefined;
  /** The name when there is no card (staff, a guest, an erased account, someone hidden from me). */
  fallback: string;
  detail: ReactNode;
  children?: ReactNode;
}) {
  const { locale, to } = useLocale();
  const name = card ? displayName(card, locale) : fallback;
  return (
    <li className="member-row">
      <MemberAvatar card={card ?? null} name={name} />
      <div className="member-row__body">
        {card && memberId ? (
          <Link to={to(`/profile/${memberId}`)}>
            <bdi>{name}</bdi>
          </Link>
        ) : (
          <bdi>{name}</bdi>
        )}
        <p className="field__hint">{detail}</p>
      </div>
      {children && <div className="member-row__actions">{children}</div>}
    </li>
  );
}
