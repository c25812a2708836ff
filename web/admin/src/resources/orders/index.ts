import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

/** Orders are read-only for staff: billing changes them only through payments. */
export default { list: OrderList, show: OrderShow, icon: ReceiptLongIcon };
