import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { REPORT_DETAILS_MAX, REPORT_OTHER_DETAILS_MIN, reportCreateSchema } from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { TextAreaField } from '../../../lib/form/fields';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { CharacterCount } from '../../../lib/form/CharacterCount';
import { ReportFormDialog } from '../../../lib/ReportFormDialog';
import { sendReport } from '../api/send-report';

interface Props {
  memberId: string;
  name: string;
  /** Sent; `blocked` when the member also chose to block in the same step. */
  onSent: (blocked: boolean) => void;
  onClose: () => void;
}

/**
 * A report to the staff: the API's own schema validates it here (reason on change, details on
 * blur, the first failing rule only). A refusal (already reported, too many today) is written in
 * the dialog and nothing typed is lost.
 */
export function ReportDialog({ memberId, name, onSent, onClose }: Props) {
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  const form = useSpecForm(reportCreateSchema, {
    defaultValues: { memberId, reason: undefined, details: '', block: false },
  });
  const failure = useFormFailure(form.setError, ['reason', 'details']);
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

  // "Other" needs a few words, so the details rule depends on the reason: a message already under
  // the details is checked again when the reason changes (it may no longer apply).
  const reasonField = form.register('reason', {
    onChange: () => void form.trigger(form.getFieldState('details').error ? ['reason', 'details'] : 'reason'),
  });

  const submit = form.handleSubmit(async (report) => {
    failure.clear();
    try {
      await sendReport(report);
    } catch (error) {
      failure.report(error);
      return;
    }
    toast.success(report.block ? t('report.sentAndBlocked', { name }) : t('report.sent'));
    onSent(report.block);
    onClose();
  });

  return (
    <ReportFormDialog
      idBase="report-dialog"
      className="report-dialog"
      title={t('report.title', { name })}
      lead={t('report.lead')}
      reason={{ registration: reasonField, error: errors.reason }}
      busy={isSubmitting}
      labels={{ send: t('report.send'), sending: t('report.sending'), failed: t('report.failed') }}
      failure={failure.message}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <TextAreaField
        id="report-details"
        label={translate('field.details', locale)}
        rows={4}
        required={reason === 'other'}
        registration={form.register('details')}
        error={errors.details}
        hint={
          <>
            {t('report.detailsHint', { min: REPORT_OTHER_DETAILS_MIN })}{' '}
            <CharacterCount control={form.control} name="details" max={REPORT_DETAILS_MAX} />
          </>
        }
      />
      <div className="field field--check">
        <input id="report-block" type="checkbox" {...form.registerChoice('block')} />
        <label htmlFor="report-block">{t('report.alsoBlock', { name })}</label>
      </div>
    </ReportFormDialog>
  );
}
