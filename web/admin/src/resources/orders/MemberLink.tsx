import { ReferenceField } from 'react-admin';

/** The member an order, subscription or trial belongs to, opening their page in members. */
export function MemberLink(_: { source?: 'memberId'; label?: string; sortable?: boolean }) {
  return <ReferenceField source="memberId" reference="members" link="show" emptyText="—" />;
}
