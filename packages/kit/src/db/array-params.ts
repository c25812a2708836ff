import { getTableColumns, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

/**
 * A whole list as one bound parameter, a Postgres array of `type`. Where `inArray` binds a
 * parameter per value, this keeps the statement's text one and the same whatever the list's
 * length (parsed once by the database) and costs drizzle one chunk to build instead of one per
 * value, which is most of a batched statement's cost on the embedded engine.
 */
export const arrayParam = (values: readonly unknown[], type: 'uuid' | 'text' | 'int' | 'bigint'): SQL =>
  sql`${sql.param([...values])}::${sql.raw(type)}[]`;

/** `column in (values)` with the list as one array parameter (see `arrayParam`). */
export const anyOf = (
  column: SQLWrapper,
  values: readonly unknown[],
  type: 'uuid' | 'text' | 'int' | 'bigint',
): SQL => sql`${column} = any(${arrayParam(values, type)})`;

/**
 * A table's row from its JSON (`row_to_json`, `json_agg`): the columns' database names mapped to
 * the row's keys and each value through its column's own mapping, as drizzle maps a selected row.
 * For one statement answering several tables' rows at once.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
