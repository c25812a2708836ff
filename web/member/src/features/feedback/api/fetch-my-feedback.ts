import { myFeedbackListSchema, type MyFeedbackList } from '@mawadda/contracts/cms';
import { api } from '../../../lib/api';

/** GET /api/cms/feedback/mine: the messages I sent while signed in, newest first, with the replies. */
export const fetchMyFeedback = (signal?: AbortSignal): Promise<MyFeedbackList> =>
  api('/cms/feedback/mine', { schema: myFeedbackListSchema, signal });
