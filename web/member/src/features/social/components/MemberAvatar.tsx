import type { MemberCard } from '@mawadda/contracts';
import { ProfilePicture } from '../../profile/components/ProfilePicture';

/**
 * A member's photo in a list, or a neutral disc with their initial when there is none or their
 * photos are private (never a stock face: nobody should mistake a placeholder for the person).
 * Decorative: the name beside it says who it is.
 */
export function MemberAvatar({ card, name }: { card: MemberCard; name: string }) {
  return (
    <span className="member-avatar" aria-hidden="true">
      {card.avatar ? (
        <ProfilePicture image={card.avatar} sizes="3.5rem" alt="" />
      ) : (
        <span className="member-avatar__initial">{name.trim().charAt(0)}</span>
      )}
    </span>
  );
}
