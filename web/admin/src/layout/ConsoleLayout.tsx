import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';

/** The app bar of react-admin's demo: page title, the console's name, language and user menus. */
function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar color="primary">
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

/** react-admin's layout (menu of resources with their icons); the language menu comes with the app bar. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
