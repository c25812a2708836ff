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
import { useState, type FormEvent } from 'react';
import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import { NOT_STAFF_KEY } from '../auth/auth-provider';
import { CONSOLE_LANGS } from '../i18n';

const LANG_NAMES: Record<string, string> = { ar: 'العربية', en: 'English' };

/**
 * Sign-in with email and password (not react-admin's "username"), and the language switch: a
 * moderator may not read the default Arabic. A member who signs in here is told, in words, that
 * this console is for staff.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'ra.auth.sign_in_error');
    } finally {
      setBusy(false);
    }
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
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
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
        </CardContent>
      </Card>
    </Box>
  );
}
