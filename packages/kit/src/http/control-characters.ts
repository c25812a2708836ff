import type { FieldIssue } from '@mawadda/contracts';

/**
 * C0 controls and DEL, except tab, line feed and carriage return (a line break typed on any
 * system). A NUL byte cannot be stored in Postgres text at all, and the others are invisible:
 * they hide words from moderators and from search, so no field takes them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The fields of a request part holding control characters, by dotted path (`description`,
 * `items.0.caption`), found before any schema runs so every route refuses them alike, whether
 * the field is a body string, a query parameter or a staff filter's JSON.
 */
export function controlCharacterIssues(input: unknown, prefix = '', depth = 0): FieldIssue[] {
  if (typeof input === 'string')
    return CONTROL.test(input)
      ? [
          {
            field: prefix || 'body',
            code: 'control_characters',
            messageKey: 'validation.controlCharacters',
            params: { field: prefix || 'body' },
          },
        ]
      : [];
  if (!input || typeof input !== 'object' || depth > 20) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const keyIssue = CONTROL.test(key) ? controlCharacterIssues(key, prefix, depth + 1) : [];
    return [...keyIssue, ...controlCharacterIssues(value, prefix ? `${prefix}.${key}` : key, depth + 1)];
  });
}
