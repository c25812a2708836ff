import type { MemberCard } from '@mawadda/contracts';
import { ProfilePicture } from './ProfilePicture';

/**
 * A member's photo, or a neutral disc with their initial (never a stock face: nobody should
 * mistake a placeholder for the person). Decorative: the name beside it says who it is. `card` is
 * null for a member whose details are hidden from me.
 */
export function MemberAvatar({ card, name }: { card: MemberCard | null; name: string }) {
  return (
    <span className="member-avatar" aria-hidden="true">
      {card?.avatar ? (
        <ProfilePicture image={card.avatar} sizes="3.5rem" alt="" />
      ) : (
        // A hidden member gets a plain disc: an initial from "Member details…" would mislead.
        <span className="member-avatar__initial">{card ? name.trim().charAt(0) : ''}</span>
      )}
    </span>
  );
}
