import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, preparedStatementName, queryRows, queryRowsPrepared, type DatabaseHandle } from './client';

/** A statement whose plan does not depend on its values, as the search's page is (records/service.ts pageSql). */
const statement = (ids: string, min: number) =>
  sql`select u.id::int as id, u.ord::int as ord from unnest(${ids}::text::bigint[]) with ordinality as u(id, ord) where u.id >= ${min} order by u.ord`;

describe('queryRowsPrepared on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = createDatabase();
  });
  afterAll(() => handle.close());

  const prepared = async () =>
    (await queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements order by name`)).map((r) => r.name);

  it('prepares a text once on the backend and executes it after, with the same rows as a plain query', async () => {
    const name = preparedStatementName(
      // The name is the hash of drizzle's SQL text: the same for any values.
      (await import('drizzle-orm/pg-core')).PgDialect.prototype.sqlToQuery.call(new (await import('drizzle-orm/pg-core')).PgDialect(), statement('{1}', 0)).sql,
    );
    expect(await prepared()).not.toContain(name);
    const first = await queryRowsPrepared(handle.db, statement('{5,2,9}', 3));
    expect(first).toEqual(await queryRows(handle.db, statement('{5,2,9}', 3)));
    expect(first).toEqual([
      { id: 5, ord: 1 },
      { id: 9, ord: 3 },
    ]);
    expect(await prepared()).toContain(name);
    const seen: string[] = [];
    const stop = handle.onQuery((e) => seen.push(e.sql));
    for (let i = 0; i < 7; i++) expect(await queryRowsPrepared(handle.db, statement(`{${i},${i + 10}}`, 1))).toHaveLength(i === 0 ? 1 : 2);
    stop();
    // Executed, never prepared again.
    expect(seen).toHaveLength(7);
    expect(seen.every((s) => s.startsWith(`execute ${name}(`))).toBe(true);
  });

  it('answers with a plain query when the statement was deallocated behind its back, then prepares it again', async () => {
    await queryRowsPrepared(handle.db, statement('{1}', 0));
    await queryRows(handle.db, sql`deallocate all`);
    expect(await queryRowsPrepared(handle.db, statement('{4,1}', 2))).toEqual([{ id: 4, ord: 1 }]);
    expect(await queryRowsPrepared(handle.db, statement('{4,1}', 0))).toHaveLength(2);
    expect(await prepared()).toHaveLength(1);
  });

  it('sends strings whole: quotes, backslashes and SQL in a value stay a value', async () => {
    const nasty = "O'Brien \\ '); drop table if exists x; -- ünïcødé";
    for (let i = 0; i < 3; i++) {
      expect(await queryRowsPrepared(handle.db, sql`select ${nasty}::text as v, ${i}::int as i`)).toEqual([{ v: nasty, i }]);
    }
  });

  it('is a plain query inside a transaction (a failed PREPARE there would abort it)', async () => {
    await queryRows(handle.db, sql`deallocate all`);
    const rows = await handle.db.transaction((tx) => queryRowsPrepared(tx, statement('{7}', 0)));
    expect(rows).toEqual([{ id: 7, ord: 1 }]);
    expect(await prepared()).toEqual([]);
  });
});

describe('sqlLiteral', () => {
  it('quotes strings by doubling quotes, writes numbers, booleans and null, and refuses the rest', async () => {
    const { sqlLiteral } = await import('./client');
    expect(sqlLiteral("O'Brien \\\\ '); drop table notices; --")).toBe("'O''Brien \\\\ ''); drop table notices; --'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(-1.5)).toBe('-1.5');
    expect(sqlLiteral(Number.NaN)).toBeNull();
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral({ a: 1 })).toBeNull();
    expect(sqlLiteral(new Date(0))).toBeNull();
  });
});
