import { describe, expect, it } from 'vitest';
import { postgresMatchQuery, SEARCH_WORDS_MAX, searchWords, sqliteMatchQuery } from './search-text';

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

describe('match queries', () => {
  it('match every word as a prefix on each engine', () => {
    expect(sqliteMatchQuery(['senior', 'reac'])).toBe('"senior"* "reac"*');
    expect(postgresMatchQuery(['senior', 'reac'])).toBe('senior:* & reac:*');
  });
});
