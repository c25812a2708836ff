import WidgetsIcon from '@mui/icons-material/Widgets';
import { BlockCreate, BlockEdit } from './BlockForm';
import { BlockList } from './BlockList';
import { BlockShow } from './BlockShow';

export default { list: BlockList, show: BlockShow, edit: BlockEdit, create: BlockCreate, icon: WidgetsIcon };
