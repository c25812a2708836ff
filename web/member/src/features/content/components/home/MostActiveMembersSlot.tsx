/**
 * The home page's "most active members" strip (spec §2: age in years, online or offline).
 * The search feature fills this slot with real members; until then it renders nothing, because
 * invented profiles on a marriage site would mislead.
 */
export function MostActiveMembersSlot() {
  return null;
}
