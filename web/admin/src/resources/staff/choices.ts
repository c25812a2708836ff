import { ACCOUNT_STATUSES, STAFF_ACCOUNT_ROLES } from '@mawadda/contracts';

export const roleChoices = STAFF_ACCOUNT_ROLES.map((id) => ({ id, name: `mw.staff.role.${id}` }));
export const statusChoices = ACCOUNT_STATUSES.map((id) => ({ id, name: `mw.staff.status.${id}` }));
