// Drizzle keeps one schema per engine; this proves the two say the same: tables, columns, types, nullability,
// defaults, keys, foreign keys and indexes. A column or index added to one engine only fails here.
import { is, SQL, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteSyncDialect, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { sqliteOnlyTables, tablePairs } from './all-tables';

/** The engine-neutral kind of a column: both engines' Drizzle column types mapped onto one name. */
const KINDS: Record<string, string> = {
  PgInteger: 'integer',
  SQLiteInteger: 'integer',
  PgText: 'text',
  SQLiteText: 'text',
  PgBoolean: 'boolean',
  SQLiteBoolean: 'boolean',
  PgTimestamp: 'timestamp',
  SQLiteTimestamp: 'timestamp',
};

type Column = { name: string; columnType: string; notNull: boolean; hasDefault: boolean; primary: boolean };
type Shape = {
  columns: Record<string, unknown>;
  primaryKeys: string[][];
  foreignKeys: string[];
  indexes: string[];
  uniques: string[];
};

type ColumnDetails = Column & {
  enumValues?: string[];
  isUnique?: boolean;
  generatedIdentity?: unknown;
  autoIncrement?: boolean;
};

const columnShape = (column: ColumnDetails) => ({
  kind: KINDS[column.columnType] ?? `unknown ${column.columnType}`,
  notNull: column.notNull,
  generatedId: Boolean(column.generatedIdentity) || Boolean(column.autoIncrement),
  // An integer primary key is SQLite's row id, which Drizzle counts as a default; PostgreSQL's identity is one too.
  hasDefault: column.primary ? 'key' : column.hasDefault,
  primary: column.primary,
  unique: Boolean(column.isUnique),
  enumValues: column.enumValues ?? [],
});

/** An index column as text: a column's name, or an expression such as lower("name") with its quoting removed. */
function indexPart(part: unknown, render: (sql: SQL) => string): string {
  if (is(part, SQL)) return render(part).replace(/["`]/g, '');
  return (part as { name: string }).name;
}

type AnyConfig = {
  columns: Column[];
  primaryKeys: Array<{ columns: Array<{ name: string }> }>;
  foreignKeys: Array<{
    reference: () => { columns: Array<{ name: string }>; foreignTable: Table; foreignColumns: Array<{ name: string }> };
    onDelete?: string;
  }>;
  indexes: Array<{ config: { name?: string; unique: boolean; columns: unknown[] } }>;
  uniqueConstraints: Array<{ name?: string; columns: Array<{ name: string }> }>;
};

function shapeOf(config: AnyConfig, render: (sql: SQL) => string): Shape {
  return {
    columns: Object.fromEntries(config.columns.map((column) => [column.name, columnShape(column)])),
    primaryKeys: config.primaryKeys.map((key) => key.columns.map((column) => column.name)),
    foreignKeys: config.foreignKeys
      .map((key) => {
        const reference = key.reference();
        const target = (reference.foreignTable as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
        return `${reference.columns.map((c) => c.name).join(',')} -> ${target}(${reference.foreignColumns
          .map((c) => c.name)
          .join(',')}) on delete ${key.onDelete ?? 'no action'}`;
      })
      .sort(),
    indexes: config.indexes
      .map(
        (index) =>
          `${index.config.unique ? 'unique ' : ''}${index.config.name}(${index.config.columns
            .map((part) => indexPart(part, render))
            .join(', ')})`,
      )
      .sort(),
    uniques: config.uniqueConstraints.map((unique) => unique.columns.map((column) => column.name).join(',')).sort(),
  };
}

const pgDialect = new PgDialect({ casing: 'snake_case' });
const sqliteDialect = new SQLiteSyncDialect({ casing: 'snake_case' });
const renderPg = (query: SQL) => pgDialect.sqlToQuery(query).sql;
const renderSqlite = (query: SQL) => sqliteDialect.sqlToQuery(query).sql;

describe('the PostgreSQL and SQLite schemas', () => {
  const pairs = tablePairs();

  it('define the same tables', () => {
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs.filter((pair) => !pair.sqlite).map((pair) => pair.file)).toEqual([]);
    expect(sqliteOnlyTables()).toEqual([]);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))('agree on %s', (_name, pair) => {
    const postgres = shapeOf(pgConfig(pair.postgres as PgTable) as unknown as AnyConfig, renderPg);
    const sqlite = shapeOf(sqliteConfig(pair.sqlite as SQLiteTable) as unknown as AnyConfig, renderSqlite);
    expect(postgres).toEqual(sqlite);
    const kinds = Object.values(postgres.columns).map((column) => (column as { kind: string }).kind);
    expect(kinds.filter((kind) => kind.startsWith('unknown'))).toEqual([]);
  });
});
