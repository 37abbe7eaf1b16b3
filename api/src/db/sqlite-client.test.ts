import { describe, expect, it } from 'vitest';
import { withLimitWritten } from './sqlite-client';

describe('withLimitWritten', () => {
  it("writes a select's trailing limit into the statement and drops its parameter", () => {
    expect(withLimitWritten('select "id" from "users" where "id" = ? limit ?', [7, 1])).toEqual([
      'select "id" from "users" where "id" = ? limit 1',
      [7],
    ]);
  });

  it('keeps the offset bound, so that the pages of a listing share one statement', () => {
    expect(withLimitWritten('select "id" from "users" where "id" > ? limit ? offset ?', [3, 10, 40])).toEqual([
      'select "id" from "users" where "id" > ? limit 10 offset ?',
      [3, 40],
    ]);
  });

  it('leaves a statement without a trailing limit, or with a limit inside a subquery, as it is', () => {
    const inner = ['select "id" from "users" where "id" in (select "id" from "users" limit ?) and "id" > ?', [5, 2]];
    expect(withLimitWritten(inner[0] as string, inner[1] as unknown[])).toEqual(inner);
    expect(withLimitWritten('update "users" set "name" = ?', ['limit ?'])).toEqual([
      'update "users" set "name" = ?',
      ['limit ?'],
    ]);
  });

  it('leaves a limit bound when its value is not a whole number of rows', () => {
    for (const limit of [-1, 1.5, '10; drop table users', null]) {
      const source = 'select "id" from "users" limit ?';
      expect(withLimitWritten(source, [limit])).toEqual([source, [limit]]);
    }
  });
});
