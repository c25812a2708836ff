/**
 * Bind (text parameters, unnamed portal, text results), Execute and Sync for a named statement,
 * in one buffer. PGlite's serializer walks each value's characters in JavaScript, a visible share
 * of the embedded chat's thread for a batch's tens of kilobytes (bench/RESULTS.md); Node's native
 * `Buffer.byteLength` and `write` do the same work. test/pglite-bind.test.ts pins the bytes.
 */
export function bindExecuteSync(statement: string, values: ReadonlyArray<string | null>): Uint8Array {
  const lengths = values.map((v) => (v === null ? -1 : Buffer.byteLength(v, 'utf8')));
  // Bind: type, length, portal "", statement, 0 format codes (all text), the values, 0 result
  // format codes (all text).
  let bind = 4 + 1 + Buffer.byteLength(statement, 'utf8') + 1 + 2 + 2 + 2;
  for (const length of lengths) bind += 4 + Math.max(length, 0);
  const out = Buffer.allocUnsafe(1 + bind + EXECUTE_SYNC.length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(bind, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at, 'utf8');
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const [i, value] of values.entries()) {
    at = out.writeInt32BE(lengths[i]!, at);
    if (value !== null) at += out.write(value, at, 'utf8');
  }
  at = out.writeInt16BE(0, at);
  EXECUTE_SYNC.copy(out, at);
  return out;
}

/** Execute (unnamed portal, no row limit) and Sync: the same bytes for every statement. */
const EXECUTE_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);
