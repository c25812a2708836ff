import DescriptionIcon from '@mui/icons-material/Description';
import { PageCreate, PageEdit } from './PageForm';
import { PageList } from './PageList';
import { PageShow } from './PageShow';

export default { list: PageList, show: PageShow, edit: PageEdit, create: PageCreate, icon: DescriptionIcon };
