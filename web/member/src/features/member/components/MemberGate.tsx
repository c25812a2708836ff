import type { ReactNode } from 'react';
import { useAppState } from '../../../app/state';
import { LoginPrompt } from './LoginPrompt';

/**
 * For pages the route table leaves open (another member's profile, chats): guests still see
 * what the page is for, and are asked to log in instead of being bounced away.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const { state } = useAppState();
  return state.auth.isAuthenticated ? <>{children}</> : <LoginPrompt />;
}
