import { useTranslation } from 'react-i18next';

export type ContactMethod = 'email' | 'phone';

/** Email or mobile number: the two ways an account is named (sign-in, forgotten password). */
export function MethodSwitch({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: ContactMethod;
  onChange(method: ContactMethod): void;
}) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="auth-switch">
      <legend>{legend}</legend>
      {(['email', 'phone'] as const).map((m) => (
        <label key={m} className="auth-switch__option">
          <input type="radio" name={name} value={m} checked={value === m} onChange={() => onChange(m)} />
          <span>{t(m === 'email' ? 'login.byEmail' : 'login.byPhone')}</span>
        </label>
      ))}
    </fieldset>
  );
}
