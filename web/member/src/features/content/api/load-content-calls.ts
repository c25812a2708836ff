/**
 * The content pages' calls, loaded when a loader runs: a page the server rendered hydrates from the
 * loader data it came with and never calls them, so it loads no schema and no zod (their
 * evaluation was ~100 ms of an article's start-up under Lighthouse's 4× slower CPU, issue 19). A
 * page opened in the app waits for this chunk and then its call, one after the other; the chunk is
 * kept for every content page after it.
 */
export const contentCalls = () => import('./content-calls');
