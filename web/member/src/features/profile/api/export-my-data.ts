import { apiBlob } from '../../../lib/api';

/** GET /api/profile/me/export: my profile and every file I uploaded, as one JSON document. */
export const exportMyData = (): Promise<Blob> => apiBlob('/profile/me/export');
