import { vi } from 'vitest';

/**
 * A phone's screen for MUI's media queries (jsdom has none: every query is false without it).
 * Undo with `vi.unstubAllGlobals()`.
 */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
