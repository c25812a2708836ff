import type { MemberCard } from '@mawadda/contracts';
import { MemberAvatar } from './MemberAvatar';

/**
 * A found member's photo as the profile service grants it to me (`card`), else a neutral disc
 * with their initial: search cards carry no photo, and the cards call may leave someone out.
 */
export function SearchAvatar({ card, name }: { card: MemberCard | undefined; name: string }) {
  if (card) return <MemberAvatar card={card} name={name} />;
  return (
    <span className="member-avatar" aria-hidden="true">
      <span className="member-avatar__initial">{name.trim().charAt(0)}</span>
    </span>
  );
}
