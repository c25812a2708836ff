import type { PGlite } from '@electric-sql/pglite';

/** A table as `schema.name`, and one of its columns whose value names what a row belongs to. */
export interface WatchedColumn {
  table: string;
  column: string;
}

/**
 * Committed row changes by a watched column's value, whatever wrote them, so `RowCache` forgets
 * here rather than in each write path. PGlite only: with PostgreSQL other replicas write too, and a
 * notification per row would serialize every commit on the server's notification queue.
 */
export interface RowChanges {
  /**
   * Calls `changed` with the column's value of each row a committed write changes (old and new on
   * a move), or `undefined` on TRUNCATE: forget everything. Rejects when the table does not exist.
   */
  watch(watched: WatchedColumn, changed: (value: string | undefined) => void): Promise<void>;
}

const CHANNEL = 'mawadda_row_changed';
const TRIGGER = 'mawadda_row_changed';

/**
 * One notification per watched column of the new and old row. Postgres delivers them at commit
 * (none on rollback), folding duplicates; PGlite hands them over before the writer's own `await`
 * resumes, so a write is forgotten here before its caller can read again.
 */
const FUNCTION_SQL = `
create or replace function public.${TRIGGER}() returns trigger language plpgsql as $$
declare
  subject text := TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME;
  col text;
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('${CHANNEL}', subject);
    return null;
  end if;
  foreach col in array TG_ARGV loop
    if TG_OP <> 'DELETE' then
      perform pg_notify('${CHANNEL}', subject || E'\\t' || col || E'\\t' || coalesce(to_jsonb(NEW) ->> col, ''));
    end if;
    if TG_OP <> 'INSERT' then
      perform pg_notify('${CHANNEL}', subject || E'\\t' || col || E'\\t' || coalesce(to_jsonb(OLD) ->> col, ''));
    end if;
  end loop;
  return null;
end $$`;

const IDENT = /^[a-z_][a-z0-9_]*$/;
const identOf = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
};

/** Row changes of a PGlite database, through a trigger per watched table and LISTEN. */
export function pgliteRowChanges(pg: PGlite): RowChanges {
  const listeners = new Map<string, Set<(value: string | undefined) => void>>();
  /** The columns each table's trigger names, so a second column re-creates it with both. */
  const columns = new Map<string, Set<string>>();
  let listening: Promise<unknown> | undefined;

  const dispatch = (payload: string) => {
    const [table, column, ...rest] = payload.split('\t');
    if (column === undefined) {
      for (const [key, set] of listeners) if (key.startsWith(`${table}\t`)) set.forEach((f) => f(undefined));
      return;
    }
    listeners.get(`${table}\t${column}`)?.forEach((f) => f(rest.join('\t')));
  };

  /** Watches one after another: each reads and widens `columns` with no other in between. */
  let serial: Promise<unknown> = Promise.resolve();

  async function install({ table, column }: WatchedColumn): Promise<void> {
    const [schema, name] = table.split('.');
    if (!schema || !name) throw new Error(`a watched table is named schema.table: ${table}`);
    if (!listening) {
      listening = pg.query(FUNCTION_SQL).then(() => pg.listen(CHANNEL, dispatch));
      listening.catch(() => (listening = undefined));
    }
    await listening;
    const wanted = new Set(columns.get(table)).add(identOf(column));
    if (wanted.size === columns.get(table)?.size) return;
    const args = [...wanted].map((c) => `'${c}'`).join(', ');
    const on = `${identOf(schema)}.${identOf(name)}`;
    await pg.exec(
      `create or replace trigger ${TRIGGER} after insert or update or delete on ${on} ` +
        `for each row execute function public.${TRIGGER}(${args});` +
        `create or replace trigger ${TRIGGER}_all after truncate on ${on} ` +
        `for each statement execute function public.${TRIGGER}();`,
    );
    columns.set(table, wanted);
  }

  return {
    async watch(watched, changed) {
      const done = serial.then(() => install(watched));
      serial = done.catch(() => undefined);
      await done;
      const key = `${watched.table}\t${watched.column}`;
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(changed);
    },
  };
}
