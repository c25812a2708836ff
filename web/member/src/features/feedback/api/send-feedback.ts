import { feedbackReceiptSchema, type FeedbackSubmit } from '@mawadda/contracts/cms';
import { api } from '../../../lib/api';

/**
 * POST /api/cms/feedback. Open to guests; when a member is signed in, `api` sends the token
 * and the service links the message to the account.
 */
export const sendFeedback = (body: FeedbackSubmit) =>
  api('/cms/feedback', { method: 'POST', body, schema: feedbackReceiptSchema });
