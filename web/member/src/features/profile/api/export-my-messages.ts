import { apiBlob } from '../../../lib/api';

/** GET /api/chat/me/export: my conversations and every message in them, as one JSON document. */
export const exportMyMessages = (): Promise<Blob> => apiBlob('/chat/me/export');
