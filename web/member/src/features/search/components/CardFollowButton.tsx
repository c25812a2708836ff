import type { ReactNode } from 'react';
import type { Gender, Relationship } from '@mawadda/contracts';

/** What a result's follow control is given; the page draws it with the social feature's button. */
export interface FollowControlProps {
  memberId: string;
  name: string;
  relationship: Relationship;
  onChange: (relationship: Relationship) => void;
  /** The id of the card's name, which the button names its member by. */
  describedBy: string;
  /** The member's, for the wording of what the page draws beside (Arabic agrees with it). */
  gender?: Gender | null;
}
export type RenderFollow = (props: FollowControlProps) => ReactNode;

/**
 * The follow button of one result, from the relationships the page read in one call. Where that
 * is unknown (they block me, or the call failed) there is no button rather than a wrong one.
 */
export function CardFollowButton({
  relationship,
  onChange,
  name,
  nameId,
  gender,
  renderFollow,
}: {
  relationship: Relationship | undefined;
  onChange: (relationship: Relationship) => void;
  name: string;
  nameId: string;
  gender?: Gender | null;
  renderFollow: RenderFollow;
}) {
  if (!relationship) return <span className="search-card__follow-slot" aria-hidden="true" />;
  return renderFollow({
    memberId: relationship.memberId,
    name,
    relationship,
    onChange,
    describedBy: nameId,
    gender,
  });
}
