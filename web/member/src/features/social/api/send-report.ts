import { reportReceiptSchema, type ReportCreate, type ReportReceipt } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/social/reports: into the staff queue (201; 409 `report.alreadyOpen`, 429 a day's limit). */
export const sendReport = (report: ReportCreate): Promise<ReportReceipt> =>
  api('/social/reports', { method: 'POST', body: report, schema: reportReceiptSchema });
