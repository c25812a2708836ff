import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';

/** The audit log (admins only): list and show, never edit or delete. */
export default { list: AuditList, show: AuditShow, icon: HistoryIcon };
