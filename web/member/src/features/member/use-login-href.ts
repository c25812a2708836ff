import { useLocation } from 'react-router-dom';
import { useLocale } from '../../routes/use-locale';

/** Login (or register) in this locale, carrying `?redirect=` back to this page as the route guard does. */
export function useLoginHref(path: '/Auth/login' | '/Auth/register' = '/Auth/login'): string {
  const { to } = useLocale();
  const { pathname, search } = useLocation();
  return `${to(path)}?redirect=${encodeURIComponent(pathname + search)}`;
}
