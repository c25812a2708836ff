import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REPORT_REASONS } from '@mawadda/contracts';

/** The report's reasons as one radio list: six short choices read faster than a select on a phone. */
export function ReportReasons({
  legend,
  registration,
  error,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: { message?: string };
}) {
  const { t } = useTranslation('social');
  const errorId = 'report-reason-error';
  return (
    <fieldset className="field report-reasons" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="report-reasons__option">
          <input
            type="radio"
            value={reason}
            aria-required
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <span>{t(`report.reasons.${reason}`)}</span>
        </label>
      ))}
      {error?.message && (
        <p id={errorId} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
