import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { VerificationList } from './VerificationList';
import { VerificationShow } from './VerificationShow';

/** Selfies and identity documents to check: moderators and admins. */
export default {
  list: VerificationList,
  show: VerificationShow,
  icon: VerifiedUserIcon,
  recordRepresentation: 'memberName',
};
