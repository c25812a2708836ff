import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactorSession } from '@mawadda/contracts';
import { CodeField, StepAlert } from './CodeField';
import { answerChallenge } from './second-factor-api';
import { useCodeAnswer } from './use-code-answer';

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
  const { code, setCode, error, setError, busy, submit } = useCodeAnswer(
    (typed) => answerChallenge(challenge, typed),
    onSignedIn,
    onRestart,
  );
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h2">
        {translate('twoFactor.title')}
      </Typography>
      <Typography variant="body2">
        {translate(recovery ? 'mw.twoFactor.recoveryIntro' : 'mw.twoFactor.verifyIntro')}
      </Typography>
      <StepAlert error={error} />
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
