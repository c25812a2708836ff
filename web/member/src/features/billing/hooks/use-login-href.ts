import { useLocation } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

/**
 * Login (or register) in this locale, coming back to `back` (this page by default) as the route
 * guard does. Billing's own copy of the member frames' helper: features do not share internals.
 */
export function useLoginHref(path: '/Auth/login' | '/Auth/register' = '/Auth/login') {
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  return (back: string = pathname + search) => `${to(path)}?redirect=${encodeURIComponent(back)}`;
}
