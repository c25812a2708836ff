import SellIcon from '@mui/icons-material/Sell';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

/** The plans: list and edit prices only (there are exactly two; none is created or deleted). */
export default { list: PlanList, edit: PlanEdit, icon: SellIcon };
