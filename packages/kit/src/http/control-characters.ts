import type { FieldIssue } from '@mawadda/contracts';

/**
 * C0 controls and DEL, except tab, line feed and carriage return. Postgres text cannot hold NUL,
 * and the others are invisible: they hide words from moderators and search, so no field takes them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The fields holding control characters, by dotted path, found before any schema runs so every
 * route refuses them alike. Every request passes here, so a clean part allocates nothing.
 */
export function controlCharacterIssues(input: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  collect(input, undefined, undefined, 0, issues);
  return issues;
}

/** `input` found at `key` under the path `parent` (none at the top). */
function collect(
  input: unknown,
  parent: string | undefined,
  key: string | undefined,
  depth: number,
  out: FieldIssue[],
): void {
  if (typeof input === 'string') {
    if (CONTROL.test(input)) out.push(issueAt(pathOf(parent, key)));
    return;
  }
  if (!input || typeof input !== 'object' || depth > 20) return;
  const path = depth === 0 ? undefined : pathOf(parent, key);
  for (const name in input) {
    if (!Object.hasOwn(input, name)) continue;
    // A key with control characters is refused at the object that holds it.
    if (CONTROL.test(name)) out.push(issueAt(path));
    collect((input as Record<string, unknown>)[name], path, name, depth + 1, out);
  }
}

const pathOf = (parent: string | undefined, key: string | undefined) => (parent ? `${parent}.${key}` : key);

function issueAt(path: string | undefined): FieldIssue {
  const field = path || 'body';
  return {
    field,
    code: 'control_characters',
    messageKey: 'validation.controlCharacters',
    params: { field },
  };
}
