import { ownProfileSchema, type MediaPrivacy } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** My two switches and my number, read from GET /api/profile/me. */
export async function fetchPrivacy(signal?: AbortSignal): Promise<MediaPrivacy & { memberNo: number }> {
  const me = await api('/profile/me', { schema: ownProfileSchema, signal });
  return { photosHidden: me.photosHidden, cvHidden: me.cvHidden, memberNo: me.memberNo };
}
