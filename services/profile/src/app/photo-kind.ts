/** The upload kinds that `profile.photo.added` / `.removed` announce, as those events name them. */
export const PHOTO_KIND = { avatar: 'avatar', cover: 'cover', photo: 'photo' } as const;
