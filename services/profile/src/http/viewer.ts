import { STAFF_ROLES, type Principal } from '@mawadda/kit';
import type { MediaViewer } from '../domain/media-url.js';

/** The media viewer a signed-in principal (or a guest) is. */
export const viewerOf = (auth: Principal | undefined): MediaViewer =>
  !auth
    ? { kind: 'guest' }
    : STAFF_ROLES.includes(auth.role)
      ? { kind: 'staff', id: auth.id }
      : { kind: 'member', id: auth.id };
