const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made inert in HTML: every value a page shows goes through this. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
