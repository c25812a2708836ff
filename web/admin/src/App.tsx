import { CacheProvider } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { Admin, Resource, memoryStore, type I18nProvider } from 'react-admin';
import { authProvider } from './auth/auth-provider';
import { isStaffRole } from './auth/roles';
import { dataProvider } from './api/data-provider';
import { Dashboard } from './dashboard/Dashboard';
import { directionOf, isConsoleLang, onLangChange, DEFAULT_LANG, type ConsoleLang } from './i18n';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './layout/LoginPage';
import { emotionCacheFor, themesFor } from './layout/theme';
import { adminResources } from './resources/admin-resources';
import feedback from './resources/feedback';
import members from './resources/members';
import moderation from './resources/moderation';
import reports from './resources/reports';

/**
 * The staff console: react-admin over the staff endpoints of every service. Moderators get the
 * members, the moderation queue, reports and feedback; admins get those and the admin resources
 * (content, billing, staff, audit), which `adminResources` decides.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const [lang, setLang] = useState<ConsoleLang>(() => {
    const l = i18nProvider.getLocale();
    return isConsoleLang(l) ? l : DEFAULT_LANG;
  });
  useEffect(() => onLangChange(setLang), []);
  const direction = directionOf(lang);
  const themes = useMemo(() => themesFor(direction), [direction]);
  // Preferences (columns, list params) live for the tab only; the language has its own key.
  const store = useMemo(() => memoryStore(), []);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <Admin
        title="Mawadda"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={themes.light}
        darkTheme={themes.dark}
        layout={ConsoleLayout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        // react-admin would otherwise load a tracking image from its vendor's host.
        disableTelemetry
      >
        {(permissions: unknown) => [
          <Resource key="members" name="members" {...members} />,
          <Resource key="moderation" name="moderation" {...moderation} />,
          <Resource key="reports" name="reports" {...reports} />,
          <Resource key="feedback" name="feedback" {...feedback} />,
          ...adminResources(isStaffRole(permissions) ? permissions : undefined),
        ]}
      </Admin>
    </CacheProvider>
  );
}
