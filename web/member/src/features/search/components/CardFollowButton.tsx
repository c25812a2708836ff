import type { Relationship } from '@mawadda/contracts';
import { FollowButton } from '../../social/components/FollowButton';

/**
 * The follow button of one result, from the relationships the page read in one call. Where that
 * is unknown (they block me, or the call failed) there is no button rather than a wrong one.
 */
export function CardFollowButton({
  relationship,
  onChange,
  name,
  nameId,
}: {
  relationship: Relationship | undefined;
  onChange: (relationship: Relationship) => void;
  name: string;
  nameId: string;
}) {
  if (!relationship) return <span className="search-card__follow-slot" aria-hidden="true" />;
  return (
    <FollowButton
      memberId={relationship.memberId}
      name={name}
      relationship={relationship}
      onChange={onChange}
      describedBy={nameId}
    />
  );
}
