// A preload for measuring where an embedded process spends PGlite's time, statement by statement:
// `NODE_OPTIONS="--import ./bench/chat/statement-spans.mjs" STATEMENT_SPANS_FILE=out.json`. Every
// protocol call into PGlite's WASM is timed and charged to the SQL it runs (a Bind is charged to
// the statement its Parse named); the totals are written at exit. Without the variable it does nothing.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.STATEMENT_SPANS_FILE;
if (file) {
  const { PGlite } = await import('@electric-sql/pglite');
  const raw = PGlite.prototype.execProtocolRaw;
  const named = new Map();
  const spans = new Map();
  const decoder = new TextDecoder();
  const cstring = (bytes, at) => {
    const end = bytes.indexOf(0, at);
    return [decoder.decode(bytes.subarray(at, end)), end + 1];
  };
  /** The SQL a batch of frontend messages runs: a simple Query's text, a Parse's, or a Bind's statement's. */
  const sqlOf = (bytes) => {
    let label;
    const types = [];
    for (let at = 0; at + 5 <= bytes.length;) {
      const type = String.fromCharCode(bytes[at]);
      const length = new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getInt32(0);
      const body = at + 5;
      types.push(type);
      if (type === 'Q') label = cstring(bytes, body)[0];
      else if (type === 'P') {
        const [name, next] = cstring(bytes, body);
        const [text] = cstring(bytes, next);
        if (name) named.set(name, text);
        label = `parse: ${text}`;
      } else if (type === 'B') {
        const [, next] = cstring(bytes, body);
        const [statement] = cstring(bytes, next);
        label = named.get(statement) ?? (statement || label);
      }
      at += 1 + length;
    }
    // A call with no statement of its own (a Sync after BEGIN or COMMIT) is named by its messages.
    return (label ?? `protocol: ${types.join('')}`).replace(/\s+/g, ' ').slice(0, 160);
  };
  PGlite.prototype.execProtocolRaw = async function (message, options) {
    const started = performance.now();
    try {
      return await raw.call(this, message, options);
    } finally {
      const label = sqlOf(message);
      const span = spans.get(label) ?? { count: 0, ms: 0 };
      span.count++;
      span.ms += performance.now() - started;
      spans.set(label, span);
    }
  };
  // SIGUSR2 starts counting afresh (a tool leaves out its own setup), as the CPU profile does.
  process.on('SIGUSR2', () => spans.clear());
  // Every process under NODE_OPTIONS loads this: only one that used PGlite writes the file.
  process.once('exit', () => {
    if (spans.size === 0) return;
    const rows = [...spans].map(([sql, s]) => ({ sql, ...s })).sort((a, b) => b.ms - a.ms);
    fs.writeFileSync(file, JSON.stringify(rows, null, 1));
  });
}
