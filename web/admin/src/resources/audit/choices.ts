import { AUDIT_TARGET_TYPES, STAFF_ACTIONS } from '@mawadda/contracts';

/** `member.suspend` → its label `mw.staff.action.member.suspend`. */
export const actionChoices = STAFF_ACTIONS.map((id) => ({ id, name: `mw.staff.action.${id}` }));
export const targetTypeChoices = AUDIT_TARGET_TYPES.map((id) => ({ id, name: `mw.staff.targetType.${id}` }));
export const actorRoleChoices = (['moderator', 'admin'] as const).map((id) => ({
  id,
  name: `mw.staff.role.${id}`,
}));
