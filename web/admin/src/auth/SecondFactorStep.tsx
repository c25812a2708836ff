import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactorSession } from '@mawadda/contracts';
import { CodeField } from './CodeField';
import { answerChallenge, isChallengeOver, StepError } from './second-factor-api';

interface Props {
  challenge: string;
  onSignedIn: (session: SecondFactorSession) => void;
  /** The challenge is over (or the staff member goes back): the password step again, with why. */
  onRestart: (messageKey?: string) => void;
}

/** The second step of a staff sign-in: a code of the authenticator app, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await answerChallenge(challenge, code));
    } catch (err) {
      if (isChallengeOver(err)) return onRestart((err as StepError).message);
      setError(err instanceof Error ? err.message : 'ra.auth.sign_in_error');
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h2">
        {translate('twoFactor.title')}
      </Typography>
      <Typography variant="body2">
        {translate(recovery ? 'mw.twoFactor.recoveryIntro' : 'mw.twoFactor.verifyIntro')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {translate(error, { _: translate('ra.auth.sign_in_error') })}
        </Alert>
      )}
      <CodeField key={String(recovery)} value={code} onChange={setCode} recovery={recovery} />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(null);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(recovery ? 'mw.twoFactor.useApp' : 'mw.twoFactor.useRecovery')}
      </Link>
      <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
        {translate('mw.twoFactor.verify')}
      </Button>
      <Button type="button" onClick={() => onRestart()}>
        {translate('mw.twoFactor.back')}
      </Button>
    </Stack>
  );
}
