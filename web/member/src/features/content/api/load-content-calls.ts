/**
 * The content pages' calls, loaded when a loader runs: a server-rendered page hydrates from its
 * loader data and never calls them, so it evaluates no schema and no zod at start-up (figures in
 * bench/RESULTS.md). A page opened in the app waits for this chunk, then its call.
 */
export const contentCalls = () => import('./content-calls');
