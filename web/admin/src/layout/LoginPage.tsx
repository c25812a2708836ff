import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useState, type FormEvent } from 'react';
import { useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import type { EnrolledSession, SecondFactorSession, Session } from '@mawadda/contracts';
import { NOT_STAFF_KEY, SecondFactorNeeded } from '../auth/auth-provider';
import { EnrolmentStep } from '../auth/EnrolmentStep';
import { RecoveryCodesStep } from '../auth/RecoveryCodesStep';
import { SecondFactorStep } from '../auth/SecondFactorStep';
import { CONSOLE_LANGS } from '../i18n';

const LANG_NAMES: Record<string, string> = { ar: 'العربية', en: 'English' };

/** Where the sign-in stands: the password, then the second step (or its enrolment and codes). */
type Step =
  | { kind: 'password' }
  | { kind: 'verify' | 'enrol'; challenge: string }
  | { kind: 'codes'; enrolled: EnrolledSession };

/**
 * Sign-in with email and password, and a language switch: a moderator may not read the default
 * Arabic. A member signing in here is told the console is for staff. Staff then give an
 * authenticator (or recovery) code; at their first sign-in they set the app up.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (err) {
      if (err instanceof SecondFactorNeeded) setStep({ kind: err.step, challenge: err.challenge });
      else setError(err instanceof Error && err.message ? err.message : 'ra.auth.sign_in_error');
    } finally {
      setBusy(false);
    }
  };

  const restart = useCallback((messageKey?: string) => {
    setStep({ kind: 'password' });
    setPassword('');
    setError(messageKey ?? null);
  }, []);

  /** The session the second step opened: the console takes it over (and opens the dashboard). */
  const enter = async (session: Session) => {
    try {
      await login({ session });
    } catch (err) {
      restart(err instanceof Error && err.message ? err.message : 'ra.auth.sign_in_error');
    }
  };

  const signedIn = (session: SecondFactorSession) => {
    const { recoveryCodesLeft, ...rest } = session;
    if (recoveryCodesLeft !== undefined)
      notify('mw.twoFactor.recoveryLeft', {
        type: 'warning',
        messageArgs: { smart_count: recoveryCodesLeft },
        autoHideDuration: 10_000,
      });
    void enter(rest);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: step.kind === 'password' ? 400 : 460 }}>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="h6" component="h1">
                {translate('mw.console.name')}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={locale}
                onChange={(_, value: string | null) => value && setLocale(value)}
                aria-label={translate('mw.console.language')}
              >
                {CONSOLE_LANGS.map((l) => (
                  <ToggleButton key={l} value={l} lang={l}>
                    {LANG_NAMES[l]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            {step.kind === 'verify' && (
              <SecondFactorStep challenge={step.challenge} onSignedIn={signedIn} onRestart={restart} />
            )}
            {step.kind === 'enrol' && (
              <EnrolmentStep
                challenge={step.challenge}
                onEnrolled={(enrolled) => setStep({ kind: 'codes', enrolled })}
                onRestart={restart}
              />
            )}
            {step.kind === 'codes' && (
              <RecoveryCodesStep
                codes={step.enrolled.recoveryCodes}
                onDone={() => void enter(step.enrolled.session)}
              />
            )}
            {step.kind === 'password' && (
              <Stack component="form" spacing={2} onSubmit={submit} noValidate>
                {error && (
                  <Alert severity={error === NOT_STAFF_KEY ? 'warning' : 'error'} role="alert">
                    {error === NOT_STAFF_KEY && <strong>{translate('mw.auth.notStaffTitle')} </strong>}
                    {translate(error, { _: translate('ra.auth.sign_in_error') })}
                  </Alert>
                )}
                <TextField
                  label={translate('ra.auth.email')}
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                />
                <TextField
                  label={translate('ra.auth.password')}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Button type="submit" variant="contained" disabled={busy || !email || !password}>
                  {translate('ra.auth.sign_in')}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
