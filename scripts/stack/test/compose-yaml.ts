/**
 * Reads the YAML that docker-compose.yml is written in: block mappings, flow `{…}` and `[…]`,
 * quoted and plain scalars, anchors, aliases and `<<` merges. The repo has no YAML parser of its
 * own, and one for a single test is not worth a dependency; anything else is refused, so a new
 * construct in the file fails the test loudly instead of being misread.
 */
export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };
type Mapping = { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

/** Cuts a trailing ` # comment` that is outside quotes. */
function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') {
      if (i === 0 || /[\s[{,:]/.test(text[i - 1]!)) quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

/** Index of the `:` that ends a mapping key (followed by a space or the end), outside quotes. */
function keyColon(text: string): number {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if ((c === "'" || c === '"') && i === 0) quote = c;
    else if (c === ':' && (i + 1 === text.length || text[i + 1] === ' ')) return i;
  }
  return -1;
}

function scalar(raw: string): string {
  const text = raw.trim();
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2)
    return text.slice(1, -1).replaceAll("''", "'");
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) return JSON.parse(text) as string;
  return text;
}

/** Splits the inside of a flow collection at its top-level commas. */
function splitFlow(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function parseComposeYaml(source: string): Mapping {
  const anchors = new Map<string, YamlValue>();
  const lines: Line[] = [];
  source.split('\n').forEach((raw, i) => {
    if (raw.includes('\t')) throw new Error(`line ${i + 1}: tabs are not YAML indentation`);
    const text = stripComment(raw);
    if (text.trim() === '') return;
    lines.push({ indent: text.length - text.trimStart().length, text: text.trim(), number: i + 1 });
  });

  const alias = (name: string, at: number): YamlValue => {
    const value = anchors.get(name);
    if (value === undefined) throw new Error(`line ${at}: unknown alias *${name}`);
    return value;
  };

  const inline = (text: string, at: number): YamlValue => {
    if (text.startsWith('*')) return alias(text.slice(1), at);
    if (text.startsWith('{') && text.endsWith('}')) {
      const out: Mapping = {};
      for (const part of splitFlow(text.slice(1, -1))) {
        const colon = keyColon(part);
        if (colon < 0) throw new Error(`line ${at}: no key in flow mapping entry "${part}"`);
        out[scalar(part.slice(0, colon))] = inline(part.slice(colon + 1).trim(), at);
      }
      return out;
    }
    if (text.startsWith('[') && text.endsWith(']'))
      return splitFlow(text.slice(1, -1)).map((p) => inline(p, at));
    if (/^([&!|>]|-(\s|$))/.test(text)) throw new Error(`line ${at}: unsupported YAML "${text}"`);
    return scalar(text);
  };

  let next = 0;
  // Keys a mapping got from a `<<` merge: the only ones a later key of its own may replace.
  const mergedKeys = new WeakMap<Mapping, Set<string>>();
  const block = (indent: number): Mapping => {
    const out: Mapping = {};
    while (next < lines.length && lines[next]!.indent >= indent) {
      const line = lines[next]!;
      if (line.indent !== indent) throw new Error(`line ${line.number}: unexpected indentation`);
      if (line.text.startsWith('- '))
        throw new Error(`line ${line.number}: block sequences are not supported`);
      const colon = keyColon(line.text);
      if (colon < 0) throw new Error(`line ${line.number}: expected "key: value"`);
      const key = scalar(line.text.slice(0, colon));
      let rest = line.text.slice(colon + 1).trim();
      let anchor: string | undefined;
      const anchored = /^&([\w-]+)\s*(.*)$/.exec(rest);
      if (anchored) [, anchor, rest] = anchored as unknown as [string, string, string];
      next++;
      let value: YamlValue;
      if (rest === '') {
        const child = lines[next];
        value = child && child.indent > indent ? block(child.indent) : '';
      } else value = inline(rest, line.number);
      if (anchor) anchors.set(anchor, value);
      if (key === '<<') {
        if (typeof value !== 'object' || Array.isArray(value))
          throw new Error(`line ${line.number}: << needs a mapping`);
        // Merged keys never replace keys the mapping sets itself, wherever they appear.
        for (const [k, v] of Object.entries(value)) if (!(k in out)) out[k] = v;
        mergedKeys.set(out, new Set([...(mergedKeys.get(out) ?? []), ...Object.keys(value)]));
      } else {
        if (key in out && !mergedKeys.get(out)?.has(key))
          throw new Error(`line ${line.number}: duplicate key ${key}`);
        mergedKeys.get(out)?.delete(key);
        out[key] = value;
      }
    }
    return out;
  };
  return block(0);
}

/**
 * Compose's `${NAME:-default}` and `${NAME:?message}` against the given variables: a default is
 * used when unset, a `:?` variable must be given (as `docker compose` refuses to start without it).
 */
export function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_, name: string, kind, rest) => {
    const given = variables[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '-') return rest as string;
    throw new Error(`\${${name}} is not set (${kind === '?' ? rest : 'no default'})`);
  });
}
