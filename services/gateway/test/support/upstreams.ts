import { SERVICE_NAMES, type ServiceName } from '../../src/config.js';

/**
 * Every service's `<NAME>_URL` for a proxy-mode gateway under test, pointing at `url`, but those
 * the test sets itself: a new service joins every such test without editing each.
 */
export const upstreamsAt = (url: string, except: readonly ServiceName[] = []) =>
  Object.fromEntries(
    SERVICE_NAMES.filter((s) => !except.includes(s)).map((s) => [`${s.toUpperCase()}_URL`, url]),
  );
