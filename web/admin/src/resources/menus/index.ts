import MenuIcon from '@mui/icons-material/Menu';
import { MenuCreate, MenuEdit } from './MenuForm';
import { MenuList } from './MenuList';
import { MenuShow } from './MenuShow';

export default { list: MenuList, show: MenuShow, edit: MenuEdit, create: MenuCreate, icon: MenuIcon };
