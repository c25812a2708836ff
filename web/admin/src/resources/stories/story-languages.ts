/**
 * The languages a story may be published in, named in the staff member's language ("Arabic,
 * English" or "العربية والإنجليزية"), not as the codes the API stores.
 */
export function storyLanguages(codes: readonly string[], consoleLang: string): string {
  const names = new Intl.DisplayNames([consoleLang], { type: 'language' });
  const list = new Intl.ListFormat(consoleLang, { type: 'conjunction' });
  return list.format(codes.map((code) => names.of(code) ?? code));
}
