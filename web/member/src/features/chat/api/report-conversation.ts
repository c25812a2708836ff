import { chatReportReceiptSchema, type ChatReport, type ChatReportReceipt } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { conversationPath } from './chat-path';

/** POST /api/chat/conversations/{id}/report: to the staff, with the messages that are the problem. */
export const reportConversation = (conversationId: string, report: ChatReport): Promise<ChatReportReceipt> =>
  api(conversationPath(conversationId, '/report'), {
    method: 'POST',
    body: report,
    schema: chatReportReceiptSchema,
  });
