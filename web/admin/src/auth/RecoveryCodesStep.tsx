import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  codes: string[];
  /** The staff member confirmed they saved the codes: on to the console. */
  onDone: () => void;
}

/**
 * The 10 recovery codes, shown this once (only their digests are kept): copied or downloaded,
 * and the staff member says they saved them before the console opens.
 */
export function RecoveryCodesStep({ codes, onDone }: Props) {
  const translate = useTranslate();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${translate('mw.twoFactor.fileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'mawadda-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2">
        {translate('mw.twoFactor.codesTitle')}
      </Typography>
      <Alert severity="warning">{translate('mw.twoFactor.codesIntro')}</Alert>
      <Box
        component="ol"
        dir="ltr"
        aria-label={translate('mw.twoFactor.codesTitle')}
        sx={{ columns: 2, m: 0, ps: 4, fontFamily: 'monospace', fontSize: '1rem' }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={copy}>
          {translate(copied ? 'mw.twoFactor.copied' : 'mw.twoFactor.copyCodes')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {translate('mw.twoFactor.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label={translate('mw.twoFactor.saved')}
      />
      <Button variant="contained" disabled={!saved} onClick={onDone}>
        {translate('mw.twoFactor.continue')}
      </Button>
    </Stack>
  );
}
