import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ModerationList } from './ModerationList';
import { ModerationReview } from './ModerationReview';

/** Photo and about-me moderation: moderators and admins. */
export default {
  list: ModerationList,
  show: ModerationReview,
  icon: FactCheckIcon,
  recordRepresentation: 'memberName',
};
