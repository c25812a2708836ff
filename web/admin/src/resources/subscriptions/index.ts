import AutorenewIcon from '@mui/icons-material/Autorenew';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

/** Subscriptions are read-only for staff. */
export default { list: SubscriptionList, show: SubscriptionShow, icon: AutorenewIcon };
