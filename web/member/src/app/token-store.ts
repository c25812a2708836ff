/** Spec §3/§6: being signed in means a token under the localStorage key `token`. */
const KEY = 'token';
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the session lasts as long as the page */
  }
  listeners.forEach((l) => l(token));
}

export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
