import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { TrialList } from './TrialList';
import { TrialShow } from './TrialShow';

/** Free trials are read-only for staff. */
export default { list: TrialList, show: TrialShow, icon: HourglassTopIcon };
