import Database from 'better-sqlite3';
import { asc, DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../db/client';
import { users } from '../db/schema/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { isUniqueViolation } from './db-errors';

// The real engines, not stand-ins: the `api` project runs this on SQLite, `api-postgres` on PostgreSQL.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t?.close();
});

/** What each engine's driver throws, and the codes it gives a broken unique index and a broken foreign key. */
const driver = () =>
  t.engine.dialect === 'sqlite'
    ? { error: Database.SqliteError, unique: 'SQLITE_CONSTRAINT_UNIQUE', foreignKey: 'SQLITE_CONSTRAINT_FOREIGNKEY' }
    : { error: pg.DatabaseError, unique: '23505', foreignKey: '23503' };

const user = (username: string, email: string) => ({ username, firstName: 'Ada', lastName: 'Lovelace', email });

const usernames = async (db: TestApp['db'] | Tx) =>
  (await db.select({ username: users.username }).from(users).orderBy(asc(users.username))).map((row) => row.username);

/** The error a statement throws, or a failure when it throws nothing. */
async function thrownBy(run: PromiseLike<unknown>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('isUniqueViolation', () => {
  it('recognises what Drizzle throws when an insert breaks a unique index', async () => {
    await t.db.insert(users).values(user('ada', 'ada@example.com'));
    const error = await thrownBy(t.db.insert(users).values(user('ADA', 'other@example.com')));
    // The shape this helper relies on: Drizzle's wrapper, with the driver's error (and its code) as the cause.
    expect(error).toBeInstanceOf(DrizzleQueryError);
    const cause = (error as DrizzleQueryError).cause;
    expect(cause).toBeInstanceOf(driver().error);
    expect(cause).toMatchObject({ code: driver().unique });
    expect(isUniqueViolation(error)).toBe(true);
    // The driver's error alone is recognised too.
    expect(isUniqueViolation(cause)).toBe(true);
  });

  it('recognises the violation thrown out of a transaction, which is rolled back', async () => {
    await t.db.insert(users).values(user('ada', 'ada@example.com'));
    const error = await thrownBy(
      t.db.transaction(async (tx) => {
        await tx.insert(users).values(user('grace', 'grace@example.com'));
        await tx.insert(users).values(user('babbage', 'ADA@example.com')).returning();
      }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await usernames(t.db)).toEqual(['ada']);
  });

  it('is false for other constraint failures and for errors that are not from the database', async () => {
    const foreignKey = await thrownBy(t.db.insert(users).values({ ...user('ada', 'ada@example.com'), companyId: 999 }));
    expect(foreignKey).toBeInstanceOf(DrizzleQueryError);
    expect((foreignKey as DrizzleQueryError).cause).toMatchObject({ code: driver().foreignKey });
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isUniqueViolation(new DrizzleQueryError('insert', [], new Error('duplicate key value')))).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    expect(isUniqueViolation({ code: '23505' })).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('transactions', () => {
  it('roll back every write when the callback throws after writing', async () => {
    const failure = new Error('changed my mind');
    const error = await thrownBy(
      t.db.transaction(async (tx) => {
        await tx.insert(users).values(user('grace', 'grace@example.com'));
        // The transaction sees its own write before it fails.
        expect(await usernames(tx)).toEqual(['grace']);
        throw failure;
      }),
    );
    expect(error).toBe(failure);
    expect(await usernames(t.db)).toEqual([]);
  });

  it('roll back only a nested transaction that fails, and commit the rest', async () => {
    await t.db.transaction(async (tx) => {
      await tx.insert(users).values(user('ada', 'ada@example.com'));
      const failure = new Error('not this one');
      const error = await thrownBy(
        tx.transaction(async (nested) => {
          await nested.insert(users).values(user('grace', 'grace@example.com'));
          throw failure;
        }),
      );
      expect(error).toBe(failure);
      expect(await usernames(tx)).toEqual(['ada']);
    });
    expect(await usernames(t.db)).toEqual(['ada']);
  });

  it('keep two concurrent transactions apart: neither reads the other uncommitted, and both commit', async () => {
    let releaseFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote = () => {};
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    let secondRead = () => {};
    const secondHasRead = new Promise<void>((resolve) => (secondRead = resolve));
    let released = false;

    const first = t.db.transaction(async (tx) => {
      await tx.insert(users).values(user('ada', 'ada@example.com'));
      firstWrote();
      // Held open, its write uncommitted, until the test lets it go.
      await firstMayCommit;
    });
    await firstHasWritten;
    const second = t.db.transaction(async (tx) => {
      const seen = { names: await usernames(tx), whileFirstOpen: !released };
      secondRead();
      await tx.insert(users).values(user('grace', 'grace@example.com'));
      return seen;
    });

    if (t.engine.dialect === 'postgres') {
      // PostgreSQL runs the second beside the first; it must not read the first's uncommitted row.
      await secondHasRead;
    } else {
      // SQLite has one writer: the second waits until the first has finished, so it cannot read it half done.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    released = true;
    releaseFirst();
    await first;
    const seen = await second;

    expect(seen).toEqual(
      t.engine.dialect === 'postgres' ? { names: [], whileFirstOpen: true } : { names: ['ada'], whileFirstOpen: false },
    );
    expect(await usernames(t.db)).toEqual(['ada', 'grace']);
  });
});
