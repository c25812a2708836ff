import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/** Orders change through payments; staff's one action is a refund (on the order screen). */
export default { list: OrderList, show: OrderShow, icon: ReceiptLongIcon };
