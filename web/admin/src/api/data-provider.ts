import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './api';
import { consoleMethods, type ConsoleDataProvider } from './console-methods';
import { resourceUrl } from './resource-urls';

export type {
  ConsoleDataProvider,
  ConsoleMethods,
  MemberCounts,
  AccountStatusChange,
  StatsOf,
  StatsSource,
} from './console-methods';
export { RESOURCE_URLS, resourceUrl, type ResourceName } from './resource-urls';

/*
 * ra-data-simple-rest builds `${apiUrl}/${resource}`; our resources sit under different services,
 * so each call is handed to a provider rooted at the resource's parent path, with the last path
 * segment as the resource name (`/api/auth/admin` + `members`).
 */
const providers = new Map<string, DataProvider>();

function providerFor(resource: string): [DataProvider, string] {
  const url = resourceUrl(resource);
  const cut = url.lastIndexOf('/');
  const base = url.slice(0, cut);
  let provider = providers.get(base);
  if (!provider) providers.set(base, (provider = simpleRestProvider(base, httpClient)));
  return [provider, url.slice(cut + 1)];
}

type Method =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';
const METHODS: Method[] = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
];

const crud = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (resource: string, params: unknown) => {
      const [provider, name] = providerFor(resource);
      return (provider[method] as (r: string, p: unknown) => Promise<unknown>)(name, params);
    },
  ]),
) as unknown as DataProvider;

/** The CRUD of every resource, plus the console's own calls (approve, suspend, …). */
export const dataProvider: ConsoleDataProvider = { ...crud, ...consoleMethods };
