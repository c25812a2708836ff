import { useEffect } from 'react';
import { useAppState } from '../../../app/state';
import { rememberPages } from '../api/fetch-page';

/** Hands the startup's page list to the static-page loader, so moving to a known page costs no call. */
export function useMirrorStartupPages() {
  const { state } = useAppState();
  useEffect(() => rememberPages(state.pages), [state.pages]);
}
