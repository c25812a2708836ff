import { createContext, useContext } from 'react';
import type { CallMedia, CallView } from '@mawadda/contracts';
import type { CallSession } from './call-session';

export interface CallApi {
  /** The call this tab shows: ringing for me, or the one I am in. */
  call: CallView | null;
  /** My camera, microphone and connections, while I am in the call on this device. */
  session: CallSession | null;
  /** How the last call of this tab ended, for a moment ("Missed call", "Busy"). */
  ended: CallView | null;
  start(conversationId: string, media: CallMedia): Promise<void>;
  accept(): Promise<void>;
  decline(): Promise<void>;
  /** Her guardian joins the chaperoned call. */
  join(): Promise<void>;
  hangUp(): Promise<void>;
  dismissEnded(): void;
}

const NONE: CallApi = {
  call: null,
  session: null,
  ended: null,
  start: async () => undefined,
  accept: async () => undefined,
  decline: async () => undefined,
  join: async () => undefined,
  hangUp: async () => undefined,
  dismissEnded: () => undefined,
};

export const CallContext = createContext<CallApi>(NONE);
export const useCalls = () => useContext(CallContext);
