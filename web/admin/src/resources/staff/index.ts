import BadgeIcon from '@mui/icons-material/Badge';
import { StaffCreate, StaffEdit } from './StaffForms';
import { StaffList } from './StaffList';

/** Staff accounts (admins only): list, add, change role or status. */
export default { list: StaffList, create: StaffCreate, edit: StaffEdit, icon: BadgeIcon };
