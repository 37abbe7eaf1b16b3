import { describe, expect, it } from 'vitest';
import { postgresPrefixQuery, SEARCH_WORDS_MAX, searchWords, sqlitePrefixQuery } from './search-text';

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, once each', () => {
    expect(searchWords('Senior  React, react & Node.js C#')).toEqual(['senior', 'react', 'node', 'js', 'c']);
  });

  it('drops every character of the query syntaxes', () => {
    expect(searchWords('"rust" OR go* -java :* | !x')).toEqual(['rust', 'or', 'go', 'java', 'x']);
  });

  it('keeps accented letters and stops after the word limit', () => {
    expect(searchWords('Zürich Développeur')).toEqual(['zürich', 'développeur']);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_WORDS_MAX);
  });

  it('finds nothing to search in punctuation alone', () => {
    expect(searchWords(' *** ')).toEqual([]);
  });
});

describe('prefix queries', () => {
  it('match a word as a prefix on each engine', () => {
    expect(sqlitePrefixQuery('reac')).toBe('"reac"*');
    expect(postgresPrefixQuery('reac')).toBe('reac:*');
  });
});
