import { Box, Typography, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';
import { LOGO_URL } from './brand';

/**
 * The app bar: Mawadda's mark, the page title and the console's name; react-admin adds the
 * language switch (its locales menu, since the i18n provider offers two), the light or dark
 * switch and the user menu. On a phone the language button keeps its icons and drops the
 * language's name (still its accessible name), so the page title is not cut to a few letters.
 */
/**
 * On a phone the title gets what the buttons leave (about 100 px): it wraps to two smaller lines
 * rather than being cut to "الرسائل والملا…"; only a longer one (a report's) ends in an ellipsis.
 */
const PHONE_TITLE = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    whiteSpace: 'normal',
    fontSize: '0.95rem',
    lineHeight: 1.2,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    // react-admin wraps the title in an inline-block, which a line clamp cannot cut.
    '& .RaConfigurable-root': { display: 'inline' },
  },
});

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
        sx={{ flexShrink: 0, borderRadius: 1.5, marginInlineEnd: { xs: 1, sm: 1.5 }, marginInlineStart: 0.5 }}
      />
      <TitlePortal sx={PHONE_TITLE} />
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
