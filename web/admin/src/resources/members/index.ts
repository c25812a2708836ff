import PeopleIcon from '@mui/icons-material/People';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';

export { SuspendButtons } from './SuspendButtons';

/** Members: moderators and admins. No create or edit: accounts change through suspend/reinstate. */
export default { list: MemberList, show: MemberShow, icon: PeopleIcon, recordRepresentation: 'fullName' };
