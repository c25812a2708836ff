import { useTranslation } from 'react-i18next';
import type { Relationship } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { answerRequest, type RequestAnswer } from '../api/answer-request';
import { actionFailure } from '../lib/action-failure';

export type AnswerOutcome = { done: true; relationship: Relationship } | { done: false; gone: boolean };

/**
 * Accepting or rejecting a request, from the requests page or the requester's profile, with the
 * toast that says which it was. `gone`: the requester withdrew it meanwhile (404
 * `social.requestGone`); the server's sentence says so and the caller drops what it shows.
 */
export function useAnswerRequest() {
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  return async (requestId: string, answer: RequestAnswer): Promise<AnswerOutcome> => {
    try {
      const relationship = await answerRequest(requestId, answer);
      toast.success(answer === 'accept' ? t('incoming.accepted') : t('incoming.rejected'));
      return { done: true, relationship };
    } catch (error) {
      toast.error(actionFailure(error, locale, t('incoming.failed')));
      return { done: false, gone: error instanceof ApiProblem && error.status === 404 };
    }
  };
}
