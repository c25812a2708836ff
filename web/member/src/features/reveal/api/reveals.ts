import { revealListSchema, revealSchema, type Reveal, type RevealSubject } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/profile/me/reveals: the members I revealed my photos or CV to, newest first. */
export const fetchReveals = async (signal?: AbortSignal): Promise<Reveal[]> =>
  (await api('/profile/me/reveals', { schema: revealListSchema, signal })).items;

const path = (viewerId: string, subject: RevealSubject) =>
  `/profile/me/reveals/${encodeURIComponent(viewerId)}/${subject}`;

/** PUT /api/profile/me/reveals/{viewerId}/{subject}: 409 when I have no relation with them. */
export const revealTo = (viewerId: string, subject: RevealSubject): Promise<Reveal> =>
  api(path(viewerId, subject), { method: 'PUT', schema: revealSchema });

/** DELETE /api/profile/me/reveals/{viewerId}/{subject}: they stop seeing it at once (204). */
export const revokeReveal = (viewerId: string, subject: RevealSubject): Promise<void> =>
  api(path(viewerId, subject), { method: 'DELETE' });
