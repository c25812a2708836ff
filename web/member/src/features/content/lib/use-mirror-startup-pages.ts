import { useLayoutEffect } from 'react';
import { useAppState } from '../../../app/state';
import { rememberPages } from '../api/fetch-page';

/**
 * Hands the startup's page list to the static-page loader, so moving to a known page costs no call.
 * A layout effect, so the list is handed over in the commit that shows it: a passive effect could
 * still be pending when the member clicks a link, and the loader would then ask the API.
 */
export function useMirrorStartupPages() {
  const { state } = useAppState();
  useLayoutEffect(() => rememberPages(state.pages), [state.pages]);
}
