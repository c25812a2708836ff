import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

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
