import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EnrolledSession, TwoFactorSetup } from '@mawadda/contracts';
import { CodeField, StepAlert } from './CodeField';
import { useCodeAnswer } from './use-code-answer';
import { confirmEnrolment, isChallengeOver, startEnrolment, StepError } from './second-factor-api';

interface Props {
  challenge: string;
  onEnrolled: (enrolled: EnrolledSession) => void;
  onRestart: (messageKey?: string) => void;
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Staff without a second factor set one up inside their first sign-in: the QR code for an
 * authenticator app (or its key, to type in), then a first code from the app, which proves it
 * holds the secret. The recovery codes come next (RecoveryCodesStep).
 */
export function EnrolmentStep({ challenge, onEnrolled, onRestart }: Props) {
  const translate = useTranslate();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const { code, setCode, error, setError, busy, submit } = useCodeAnswer(
    (typed) => confirmEnrolment(challenge, typed),
    onEnrolled,
    onRestart,
  );
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    startEnrolment(challenge)
      .then((s) => live && setSetup(s))
      .catch((err: unknown) => {
        if (!live) return;
        if (isChallengeOver(err)) onRestart((err as StepError).message);
        else setError(err instanceof Error ? err.message : 'ra.notification.http_error');
      });
    return () => {
      live = false;
    };
  }, [challenge, onRestart]);

  const copy = async () => {
    if (!setup) return;
    await navigator.clipboard?.writeText(setup.secret).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h2">
        {translate('mw.twoFactor.enrolTitle')}
      </Typography>
      <Typography variant="body2">{translate('mw.twoFactor.enrolIntro')}</Typography>
      <StepAlert error={error} />
      {!setup ? (
        !error && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <Box
            component="img"
            src={setup.qrSvgDataUrl}
            alt={translate('mw.twoFactor.qrAlt')}
            sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
          />
          <Typography variant="body2">{translate('mw.twoFactor.secretIntro')}</Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography
              component="code"
              dir="ltr"
              data-testid="totp-secret"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1rem',
                letterSpacing: 1,
                // Groups of four wrap whole, never inside one, so the key reads as typed.
                wordBreak: 'normal',
                overflowWrap: 'normal',
                flex: 1,
              }}
            >
              {grouped(setup.secret)}
            </Typography>
            <Button size="small" onClick={copy}>
              {translate(copied ? 'mw.twoFactor.copied' : 'mw.twoFactor.copy')}
            </Button>
          </Stack>
          <Typography variant="body2">{translate('mw.twoFactor.confirmIntro')}</Typography>
          <CodeField value={code} onChange={setCode} autoFocus={false} />
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            {translate('mw.twoFactor.confirm')}
          </Button>
        </>
      )}
      <Button type="button" onClick={() => onRestart()}>
        {translate('mw.twoFactor.back')}
      </Button>
    </Stack>
  );
}
