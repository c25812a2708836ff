import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The keys of a keyboard queue, on screen beside the item (`<texts>.keys.*`). */
export function ShortcutHelp({ texts, reasons }: { texts: string; reasons: number }) {
  const translate = useTranslate();
  const shortcuts: [string, string][] = [
    ['A', `${texts}.keys.approve`],
    ['R', `${texts}.keys.reject`],
    [`1–${reasons}`, `${texts}.keys.reason`],
    ['J / N', `${texts}.keys.next`],
    ['K', `${texts}.keys.previous`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate(`${texts}.keys.title`)}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`${texts}.keys.title`)}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {shortcuts.map(([key, label]) => (
          <Stack key={key} direction="row" spacing={1} alignItems="center">
            <Box component="dt" sx={{ m: 0 }}>
              <Box
                component="kbd"
                sx={{
                  px: 0.75,
                  py: 0.25,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 0.5,
                  fontFamily: 'monospace',
                }}
              >
                {key}
              </Box>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant="body2">{translate(label)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
