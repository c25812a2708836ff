import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { QuestionCreate, QuestionEdit } from './QuestionForm';
import { QuestionList } from './QuestionList';
import { QuestionShow } from './QuestionShow';

/** The questions families ask on a path (match): staff read, admins write, as the site's content. */
export default {
  list: QuestionList,
  show: QuestionShow,
  edit: QuestionEdit,
  create: QuestionCreate,
  icon: LiveHelpIcon,
};
