import { Alert, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (letters and digits, dashes) instead of the app's 6 digits. */
  recovery?: boolean;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * The code of an authenticator app: the browser and the phone's keyboard are told it is a
 * one-time code of digits (`autocomplete="one-time-code"`, `inputmode="numeric"`), so a phone
 * offers digits and may fill the code in. A recovery code is typed as printed.
 */
export function CodeField({ value, onChange, recovery = false, error, autoFocus = true }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(recovery ? 'mw.twoFactor.recoveryCode' : 'mw.twoFactor.code')}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={
        error ? translate(error) : translate(recovery ? 'mw.twoFactor.recoveryHelp' : 'mw.twoFactor.codeHelp')
      }
      slotProps={{
        htmlInput: recovery
          ? {
              dir: 'ltr',
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 20,
            }
          : {
              dir: 'ltr',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              pattern: '[0-9 ]*',
              maxLength: 7,
            },
      }}
    />
  );
}

/** What went wrong in a sign-in step, by its message key (a sign-in error where none matches). */
export function StepAlert({ error }: { error: string | null }) {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(error, { _: translate('ra.auth.sign_in_error') })}
    </Alert>
  );
}
