import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  chatReportSchema,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES_MAX,
  type ChatMessage,
} from '@mawadda/contracts';
import { CharacterCount } from '../../../lib/form/CharacterCount';
import { TextAreaField } from '../../../lib/form/fields';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { formatTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { ReportFormDialog } from '../../../lib/ReportFormDialog';
import { reportConversation } from '../api/report-conversation';
import { chatKeys } from '../hooks/chat-keys';

interface Props {
  conversationId: string;
  memberId: string;
  name: string;
  /** Their messages on screen, newest first: the member may point at the ones that are the problem. */
  theirs: ChatMessage[];
  onClose: () => void;
}

/**
 * A report of the conversation to the staff, checked with `chatReportSchema` itself. Closing the
 * conversation is checked by default: someone reporting rarely wants the next message. A refusal
 * is written in the dialog and nothing chosen is lost.
 */
export function ChatReportDialog({ conversationId, memberId, name, theirs, onClose }: Props) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useSpecForm(chatReportSchema, {
    defaultValues: { reason: undefined, details: '', messageIds: [], close: true },
  });
  const failure = useFormFailure(form.setError, ['reason', 'details', 'messageIds']);
  const { errors, isSubmitting } = form.formState;
  const choices = theirs.filter((m) => m.text !== null).slice(0, REPORT_MESSAGES_MAX);

  const submit = form.handleSubmit(async (report) => {
    failure.clear();
    try {
      await reportConversation(conversationId, report);
    } catch (error) {
      failure.report(error);
      return;
    }
    toast.success(report.close ? t('report.sentAndClosed') : t('report.sent'));
    if (report.close) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    }
    onClose();
  });

  return (
    <ReportFormDialog
      idBase="chat-report"
      className="chat-report"
      title={t('report.title', { name })}
      lead={t('report.lead')}
      reason={{ registration: form.registerChoice('reason'), error: errors.reason }}
      busy={isSubmitting}
      labels={{ send: t('report.send'), sending: t('report.sending'), failed: t('report.failed') }}
      failure={failure.message}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      {choices.length > 0 && (
        <fieldset className="field chat-report__messages" aria-describedby="chat-report-messages-hint">
          <legend>{t('report.messages')}</legend>
          <span id="chat-report-messages-hint" className="field__hint">
            {t('report.messagesHint')}
          </span>
          <ul>
            {choices.map((m) => (
              <li key={m.id}>
                <label className="chat-report__message">
                  <input type="checkbox" value={m.id} {...form.register('messageIds')} />
                  <span className="chat-report__text" dir="auto">
                    {m.text}
                  </span>
                  <time dateTime={m.sentAt}>{formatTime(m.sentAt, locale)}</time>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <TextAreaField
        id="chat-report-details"
        label={t('report.details')}
        rows={3}
        required={false}
        registration={form.register('details')}
        error={errors.details}
        hint={<CharacterCount control={form.control} name="details" max={REPORT_DETAILS_MAX} />}
      />
      <div className="field field--check">
        <input id="chat-report-close" type="checkbox" {...form.registerChoice('close')} />
        <label htmlFor="chat-report-close">{t('report.closeToo')}</label>
      </div>
    </ReportFormDialog>
  );
}
