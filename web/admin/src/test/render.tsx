import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import type { StaffRole } from '../auth/roles';
import type { ConsoleDataProvider } from '../api/data-provider';
import { createI18nProvider, type ConsoleLang } from '../i18n';

/** Fakes of data-provider methods, typed loosely: a test answers only what its component asks. */
export type FakeDataProvider = Partial<
  Record<keyof ConsoleDataProvider, (...args: never[]) => Promise<unknown>>
>;

export interface RenderInAdminOptions {
  /** Methods of a fake data provider, CRUD and the console's own (others reject); unit tests only. */
  dataProvider?: FakeDataProvider;
  /** Defaults to a signed-in staff member of `role`. */
  authProvider?: AuthProvider;
  role?: StaffRole;
  lang?: ConsoleLang;
  /** Wraps the element in this resource's context (lists, shows, edits need one). */
  resource?: string;
  /** The router's starting path. */
  path?: string;
  /** Told of every location the router goes to (to assert navigation). */
  onLocation?: (pathname: string) => void;
}

/** An auth provider of a signed-in staff member, for component tests. */
export const fakeAuthProvider = (role: StaffRole = 'moderator'): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
  getIdentity: () => Promise.resolve({ id: 'staff-1', fullName: 'Staff Member' }),
});

/**
 * Renders a component the way the console does: inside react-admin's AdminContext (data,
 * auth, the real i18n catalogues, a memory store and router). English by default so tests can
 * read texts; pass `lang: 'ar'` for the Arabic ones.
 */
export async function renderInAdmin(
  ui: ReactElement,
  options: RenderInAdminOptions = {},
): Promise<RenderResult> {
  const i18nProvider = await createI18nProvider(options.lang ?? 'en');
  const content = options.resource ? (
    <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider>
  ) : (
    ui
  );
  return render(
    <TestMemoryRouter
      initialEntries={[options.path ?? '/']}
      {...(options.onLocation
        ? { locationCallback: (l: { pathname: string }) => options.onLocation!(l.pathname) }
        : {})}
    >
      <AdminContext
        dataProvider={testDataProvider(options.dataProvider as unknown as Partial<DataProvider>)}
        authProvider={options.authProvider ?? fakeAuthProvider(options.role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {content}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
