import { describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE, badTextError, findBadText, isBadText, MAX_NESTING, TOO_DEEP_MESSAGE } from './text';

describe('isBadText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'bell\u0007'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone high surrogate at the end', 'a\udbff'],
    ['a lone low surrogate', '\udc00a'],
    ['two high surrogates', '\ud83d\ud83d'],
    ['a pair the wrong way round', '\ude00\ud83d'],
  ])('refuses %s', (_name, text) => {
    expect(isBadText(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Hello, world'],
    ['tab and line breaks', 'a\tb\r\nc\nd'],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['letters of other scripts', 'Ελληνικά, кириллица, 日本語'],
    ['the empty string', ''],
    ['C1 controls and invisible formatting (usernames refuse those themselves)', '\u0085\u200b'],
  ])('accepts %s', (_name, text) => {
    expect(isBadText(text)).toBe(false);
  });
});

describe('findBadText', () => {
  it('answers undefined for clean values of any shape', () => {
    for (const value of [undefined, null, 0, true, 'text', [], {}, { a: ['b', { c: 'd' }], e: 1, f: null }])
      expect(findBadText(value)).toBeUndefined();
  });

  it('names the path of the first bad text: a value, a nested field, an array index, a key', () => {
    expect(findBadText('a\u0000')).toBe('');
    expect(findBadText({ name: 'x\u0000' })).toBe('name');
    expect(findBadText({ experience: { skills: [{ note: 'ok' }, { note: '\ud800' }] } })).toBe(
      'experience.skills.1.note',
    );
    expect(findBadText(['fine', 'bad\u0001'])).toBe('1');
    expect(findBadText({ 'bad\u0000key': 'fine' })).toBe('bad\u0000key');
    expect(findBadText({ outer: { 'inner\u007f': 1 } })).toBe('outer.inner\u007f');
    // With several, one of them (the walk's order is not the document's).
    expect(['first', 'second']).toContain(findBadText({ first: 'a\u0000', second: 'b\u0000' }));
  });

  it(`walks ${MAX_NESTING} levels of objects or arrays and refuses deeper ones with 400, whatever their text`, () => {
    const nest = (levels: number, leaf: unknown = 'leaf') => {
      let value = leaf;
      for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
      return value;
    };
    expect(findBadText(nest(MAX_NESTING))).toBeUndefined();
    expect(findBadText(nest(MAX_NESTING, 'bad\u0000'))).toBe(
      Array.from({ length: MAX_NESTING }, (_, level) => ((MAX_NESTING - 1 - level) % 2 ? '0' : 'a')).join('.'),
    );
    for (const levels of [MAX_NESTING + 1, 100_000]) {
      expect(() => findBadText(nest(levels))).toThrow(
        expect.objectContaining({ status: 400, message: TOO_DEEP_MESSAGE }),
      );
    }
  });

  it('reads query values as Hono gives them (lists of strings)', () => {
    expect(findBadText({ skills: ['10', '1\u0000'] })).toBe('skills.1');
  });
});

describe('badTextError', () => {
  it('is a 400 on the field, or about the whole request', () => {
    expect(badTextError('name')).toMatchObject({ status: 400, issues: [{ field: 'name', message: BAD_TEXT_MESSAGE }] });
    expect(badTextError('')).toMatchObject({ status: 400, issues: [{ message: `The request ${BAD_TEXT_MESSAGE}.` }] });
  });
});
