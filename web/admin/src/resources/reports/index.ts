import FlagIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

/** Reports of members on members (profile or chat): moderators and admins. */
export default { list: ReportList, show: ReportShow, icon: FlagIcon };
