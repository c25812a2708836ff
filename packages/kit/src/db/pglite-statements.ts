import {
  messages,
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { bindExecuteSync } from './pglite-bind.js';

/** What drizzle's PGlite driver uses of its client: `query` and `transaction`, nothing else. */
export type PgliteQueryClient = Pick<PGlite, 'query' | 'transaction'>;

/** A statement parsed once under a name, with what its Describe told. */
interface Statement {
  name: string;
  /** Parameter types, to serialize values as PGlite's own `query` does. */
  paramTypes: number[];
  /** Its columns (none for a statement without rows), from the Describe, for every execution. */
  fields: { name: string; dataTypeID: number }[];
}

/**
 * PGlite's internals this module drives: the two locks its own `query` and `transaction` take.
 * They are public in JavaScript and documented in its source as the way to run protocol messages
 * safely beside queries and transactions.
 */
interface PgliteLocks {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;
/** SQLSTATEs after which a cached statement must be parsed again. */
const STALE_STATEMENT = new Set([
  '26000', // prepared statement does not exist
  '0A000', // cached plan must not change result type (a migration altered its table)
]);

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Queries as named prepared statements, one round trip each: PGlite's `query` makes six WASM calls
 * and re-plans every time, which dominated member requests (bench/RESULTS.md, edge). Results and
 * errors are PGlite's own, so drizzle sees no difference.
 */
export function preparedStatementClient(pg: PGlite, maxStatements = 2_000): PgliteQueryClient {
  const locks = pg as unknown as PgliteLocks;
  const statements = new Map<string, Statement>();
  /** Names evicted from the cache, closed with the next message sent. */
  let closing: string[] = [];
  let counter = 0;

  const keyOf = (sql: string, options?: QueryOptions) =>
    options?.paramTypes?.length ? `${options.paramTypes.join(',')}\u0000${sql}` : sql;

  const drainClosing = (): Uint8Array[] => {
    if (!closing.length) return [];
    const parts = closing.map((name) => serialize.close({ type: 'S', name }));
    closing = [];
    return parts;
  };

  async function prepare(sql: string, options?: QueryOptions): Promise<Statement> {
    const key = keyOf(sql, options);
    const known = statements.get(key);
    if (known) {
      // Least recently used first: a hit moves to the end.
      statements.delete(key);
      statements.set(key, known);
      return known;
    }
    const name = `mawadda_${++counter}`;
    const { messages: answer } = await pg.execProtocol(
      concat([
        ...drainClosing(),
        serialize.parse({ name, text: sql, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      fields:
        (
          answer.find((m) => m.name === 'rowDescription') as messages.RowDescriptionMessage | undefined
        )?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    };
    statements.set(key, statement);
    if (statements.size > maxStatements) {
      const [oldestKey, oldest] = statements.entries().next().value!;
      statements.delete(oldestKey);
      closing.push(oldest.name);
    }
    return statement;
  }

  async function execute(statement: Statement, params: unknown[], options?: QueryOptions) {
    const values = params.map((param, i): string | null => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const { messages: answer } = await pg.execProtocol(
      concat([...drainClosing(), bindExecuteSync(statement.name, values)]),
      { syncToFs: false },
    );
    return resultOf(statement.fields, answer, options);
  }

  /**
   * The rows as PGlite's own parseResults makes them. Written here because parseResults merges
   * the caller's parsers into PGlite's table of hundreds of types on every query, and drizzle
   * passes parsers on each (bench/RESULTS.md, edge).
   */
  function resultOf(
    fields: Statement['fields'],
    answer: messages.BackendMessage[],
    options?: QueryOptions,
  ): Results {
    const parsers = fields.map(
      ({ dataTypeID: oid }) => options?.parsers?.[oid] ?? pg.parsers[oid] ?? types.parsers[oid],
    );
    const cell = (value: string | null, i: number) =>
      value === null ? null : parsers[i] ? parsers[i](value, fields[i]!.dataTypeID) : value;
    const rows: unknown[] = [];
    let command: string | undefined;
    let affectedRows = 0;
    let rowCount: number | undefined;
    for (const message of answer) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields;
        if (options?.rowMode === 'array') rows.push(values.map(cell));
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i++) row[fields[i]!.name] = cell(values[i]!, i);
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as messages.CommandCompleteMessage).text.split(' ');
        command = words[0];
        const count = parseInt(words[words.length - 1]!, 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count;
        if (!Number.isNaN(count)) rowCount = count;
      }
    }
    if (command === undefined) return { affectedRows: 0, rows: [], fields: [] };
    return {
      rows,
      fields,
      command,
      affectedRows,
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results;
  }

  /** One query under the query lock; `inTransaction` says whether a retry is safe. */
  async function run<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    if (options?.blob)
      throw new Error('preparedStatementClient does not carry blobs (COPY): use PGlite directly');
    return locks._runExclusiveQuery(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await execute(await prepare(sql, options), params, options);
          // As PGlite's own query: outside a transaction, what was written reaches the files.
          if (!inTransaction) await pg.syncToFs();
          return result as Results<T>;
        } catch (err) {
          if (!(err instanceof messages.DatabaseError)) throw err;
          if (STALE_STATEMENT.has(err.code ?? '')) {
            const key = keyOf(sql, options);
            const stale = statements.get(key);
            if (stale) {
              statements.delete(key);
              closing.push(stale.name);
            }
            // Outside a transaction the failed attempt changed nothing: parse again, once.
            if (!inTransaction && attempt === 0) continue;
          }
          // As PGlite's own query marks its errors (never the values: they may be personal data).
          Object.assign(err, { query: sql, queryOptions: options });
          throw err;
        }
      }
    });
  }

  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      await locks._checkReady();
      return locks._runExclusiveTransaction(() => run<T>(sql, params, options, false));
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      // PGlite's own transaction (its lock, BEGIN, COMMIT or ROLLBACK), with our queries inside.
      return pg.transaction((tx) =>
        callback({
          ...tx,
          query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return run<R>(sql, params, options, true);
          },
          exec: tx.exec,
          rollback: tx.rollback,
          listen: tx.listen,
          sql: tx.sql,
          get closed() {
            return tx.closed;
          },
        }),
      );
    },
  } as PgliteQueryClient;
}
