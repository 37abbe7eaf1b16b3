import { describe, expect, it } from 'vitest';
import { pagedJson, RawJson, withFields } from './json-text';

describe('withFields', () => {
  it('adds the fields after the object’s own, serialised, in their order', () => {
    const text = withFields('{"id":7,"name":"A \\"quoted\\" name"}', {
      views: 3,
      match: { score: 80, reasons: ['x'] },
    });
    expect(text).toBe('{"id":7,"name":"A \\"quoted\\" name","views":3,"match":{"score":80,"reasons":["x"]}}');
    expect(JSON.parse(text)).toEqual({
      id: 7,
      name: 'A "quoted" name',
      views: 3,
      match: { score: 80, reasons: ['x'] },
    });
  });

  it('leaves undefined fields out and keeps null ones', () => {
    expect(withFields('{"id":1}', { match: undefined, rate: null })).toBe('{"id":1,"rate":null}');
  });

  it('adds RawJson as it is', () => {
    expect(withFields('{"id":1}', { company: new RawJson('{"id":2,"name":"B"}') })).toBe(
      '{"id":1,"company":{"id":2,"name":"B"}}',
    );
  });

  it('gives an empty object its first field without a comma', () => {
    expect(JSON.parse(withFields('{}', { a: 1, b: 2 }))).toEqual({ a: 1, b: 2 });
    expect(withFields('{}', {})).toBe('{}');
  });
});

describe('pagedJson', () => {
  it('is the Paged shape of the items, with the pages counted from the total', () => {
    expect(JSON.parse(pagedJson(21, 10, ['{"id":1}', '{"id":2}']))).toEqual({
      totalPages: 3,
      totalElements: 21,
      content: [{ id: 1 }, { id: 2 }],
    });
    expect(JSON.parse(pagedJson(0, 10, []))).toEqual({ totalPages: 0, totalElements: 0, content: [] });
  });
});
