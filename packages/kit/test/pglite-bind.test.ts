import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindExecuteSync } from '../src/db/pglite-bind.js';
import { preparedStatementClient } from '../src/db/pglite-statements.js';

/** A Bind, Execute and Sync read back: what PostgreSQL takes from the bytes. */
function decode(bytes: Uint8Array) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages: Array<{ type: string; body: Buffer }> = [];
  for (let at = 0; at < view.length;) {
    const length = view.readInt32BE(at + 1);
    messages.push({ type: String.fromCharCode(view[at]!), body: view.subarray(at + 5, at + 1 + length) });
    at += 1 + length;
  }
  const bind = messages[0]!.body;
  let at = 0;
  const cstring = () => {
    const end = bind.indexOf(0, at);
    const text = bind.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  const portal = cstring();
  const statement = cstring();
  const formats = Array.from({ length: bind.readUInt16BE(at) }, (_, i) => bind.readInt16BE(at + 2 + 2 * i));
  at += 2 + 2 * formats.length;
  const count = bind.readUInt16BE(at);
  at += 2;
  const values: Array<string | null> = [];
  for (let i = 0; i < count; i++) {
    const length = bind.readInt32BE(at);
    at += 4;
    values.push(length < 0 ? null : bind.toString('utf8', at, at + length));
    at += Math.max(length, 0);
  }
  const resultFormats = bind.readUInt16BE(at);
  return {
    types: messages.map((m) => m.type).join(''),
    portal,
    statement,
    // Text format, whether said once for all or once a value.
    text: formats.every((f) => f === 0),
    values,
    resultFormats,
    bindFullyRead: at + 2 === bind.length,
    rest: messages.slice(1).map((m) => [m.type, [...m.body]]),
  };
}

const awkward = [
  '',
  'plain',
  'مودة ورحمة',
  'نعم 👩‍❤️‍👨 ✓',
  '{"a","b \\"quoted\\""}',
  'x'.repeat(1 << 20),
  null,
  'tab\tand\nnewline',
];

describe('bindExecuteSync', () => {
  it('says what PGlite’s own serializer says, for text of any script and size and for nulls', () => {
    const theirs = Buffer.concat([
      protocol.serialize.bind({ statement: 'mawadda_7', values: awkward }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const mine = decode(bindExecuteSync('mawadda_7', awkward));
    expect(mine).toEqual(decode(theirs));
    expect(mine).toMatchObject({ types: 'BES', portal: '', statement: 'mawadda_7', text: true });
    expect(mine.values).toEqual(awkward);
    expect(mine.bindFullyRead).toBe(true);
  });

  it('counts parameters past 32,767 (the protocol’s count is unsigned)', () => {
    const many = Array.from({ length: 40_000 }, (_, i) => (i % 2 ? String(i) : null));
    const mine = decode(bindExecuteSync('s', many));
    expect(mine.values).toHaveLength(40_000);
    expect(mine.values.slice(0, 3)).toEqual([null, '1', null]);
  });
});

describe('bindExecuteSync through PGlite', () => {
  let pg: PGlite;
  // One client a database: each names its statements from 1.
  let client: ReturnType<typeof preparedStatementClient>;
  beforeAll(async () => {
    pg = await PGlite.create();
    client = preparedStatementClient(pg);
  });
  afterAll(() => pg.close());

  it('reaches the database as sent: every value, byte for byte', async () => {
    const text = awkward.filter((v): v is string => v !== null);
    const { rows } = await client.query<{ value: string | null; bytes: number | null; n: number }>(
      `select v as value, octet_length(v) as bytes, n::int from unnest($1::text[]) with ordinality as t(v, n)
       union all select $2::text, octet_length($2::text), 0 order by n`,
      [text, null],
    );
    expect(rows.map((r) => r.value)).toEqual([null, ...text]);
    expect(rows.map((r) => r.bytes)).toEqual([null, ...text.map((v) => Buffer.byteLength(v))]);
  });
});
