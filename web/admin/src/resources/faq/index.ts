import QuizIcon from '@mui/icons-material/Quiz';
import { FaqCreate, FaqEdit } from './FaqForm';
import { FaqList } from './FaqList';
import { FaqShow } from './FaqShow';

export default { list: FaqList, show: FaqShow, edit: FaqEdit, create: FaqCreate, icon: QuizIcon };
