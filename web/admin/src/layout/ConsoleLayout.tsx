import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';
import { LOGO_URL } from './brand';

/**
 * The app bar: Mawadda's mark, the page title and the console's name; react-admin adds the
 * language switch (its locales menu, since the i18n provider offers two), the light or dark
 * switch and the user menu. On a phone the language button keeps its icons and drops the
 * language's name (still its accessible name), so the page title is not cut to a few letters.
 */
function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      sx={{ '& button[aria-controls="simple-menu"]': { fontSize: { xs: 0, sm: 'inherit' }, minWidth: 0 } }}
    >
      <Box
        component="img"
        src={LOGO_URL}
        alt=""
        width={28}
        height={28}
        sx={{ flexShrink: 0, borderRadius: 1.5, marginInlineEnd: 1.5, marginInlineStart: 0.5 }}
      />
      <TitlePortal />
      <Typography
        variant="subtitle2"
        sx={{ opacity: 0.8, marginInlineEnd: 1, display: { xs: 'none', sm: 'block' } }}
      >
        {translate('mw.console.name')}
      </Typography>
    </AppBar>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
