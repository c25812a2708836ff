/** `/social/<kind>/<memberId>`, the id escaped: it comes from the address bar. */
export const memberPath = (kind: string, memberId: string) =>
  `/social/${kind}/${encodeURIComponent(memberId)}`;
