import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/client';
import { users } from '../db/schema/users';
import { isUniqueViolation } from './db-errors';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-db-errors-'));
  db = createDb(path.join(dir, 'test.sqlite'));
});
afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const user = (username: string, email: string) => ({ username, firstName: 'Ada', lastName: 'Lovelace', email });

/** The error a statement throws, or a failure when it throws nothing. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('isUniqueViolation', () => {
  it('recognises what Drizzle throws when an insert breaks a unique index', () => {
    db.insert(users).values(user('ada', 'ada@example.com')).run();
    const error = thrownBy(() => db.insert(users).values(user('ADA', 'other@example.com')).run());
    // The shape this helper relies on: the driver's error itself, not Drizzle's wrapper.
    expect(error).toBeInstanceOf(Database.SqliteError);
    expect(error).not.toBeInstanceOf(DrizzleQueryError);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('recognises the violation thrown out of a transaction, which is rolled back', () => {
    db.insert(users).values(user('ada', 'ada@example.com')).run();
    const error = thrownBy(() =>
      db.transaction((tx) => {
        tx.insert(users).values(user('grace', 'grace@example.com')).run();
        tx.insert(users).values(user('babbage', 'ADA@example.com')).returning().get();
      }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(
      db
        .select()
        .from(users)
        .all()
        .map((row) => row.username),
    ).toEqual(['ada']);
  });

  it('is false for other constraint failures and for errors that are not from the database', () => {
    const foreignKey = thrownBy(() =>
      db
        .insert(users)
        .values({ ...user('ada', 'ada@example.com'), companyId: 999 })
        .run(),
    );
    expect(foreignKey).toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
