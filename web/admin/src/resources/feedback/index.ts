import MailIcon from '@mui/icons-material/Mail';
import { FeedbackEdit } from './FeedbackEdit';
import { FeedbackList } from './FeedbackList';

/** Contact, complaints and suggestions with staff replies: moderators and admins. */
export default { list: FeedbackList, edit: FeedbackEdit, icon: MailIcon, recordRepresentation: 'userName' };
