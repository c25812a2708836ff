import { callSettingsSchema, conversationCallsSchema } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** `/api/chat/conversations/{id}/calls`: whether I take no calls in this conversation. */
export const fetchCallsOffIn = (conversationId: string, signal?: AbortSignal) =>
  api(`/chat/conversations/${encodeURIComponent(conversationId)}/calls`, {
    schema: conversationCallsSchema,
    signal,
  });
export const setCallsOffIn = (conversationId: string, off: boolean) =>
  api(`/chat/conversations/${encodeURIComponent(conversationId)}/calls`, {
    method: 'PUT',
    body: { off },
    schema: conversationCallsSchema,
  });

/** `/api/chat/calls/settings`: whether I take no calls at all. */
export const fetchCallSettings = (signal?: AbortSignal) =>
  api('/chat/calls/settings', { schema: callSettingsSchema, signal });
export const setCallSettings = (callsOff: boolean) =>
  api('/chat/calls/settings', { method: 'PUT', body: { callsOff }, schema: callSettingsSchema });
