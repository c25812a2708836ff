/**
 * Whether this guardian account may read the member's matchmaking now: he is her current guardian
 * by the copy of auth's `guardian.changed`, and she lets him (`seesMatchmaking`). Checked on every
 * call, so her turning it off or the link ending refuses the very next read.
 */
export const seesMatchmaking = (
  g: { guardianId: string | null; seesMatchmaking: boolean } | undefined,
  guardianId: string,
): boolean => !!g && g.guardianId === guardianId && g.seesMatchmaking;
