/**
 * The media cookie: `<img>` and `<video>` requests carry no bearer token, so a signed-in browser
 * proves who it is to the profile service's media route with it. The profile service sets it;
 * auth clears it on logout, so both name it from here.
 */
export const MEDIA_COOKIE = 'mw_media';
export const MEDIA_COOKIE_PATH = '/api/profile/media';
