/** At most this many words of a search text are matched: a pasted paragraph must not become a huge query. */
export const SEARCH_WORDS_MAX = 12;

/**
 * The words of a search text, lower-cased: runs of letters and digits, so no character reaches a full-text query
 * syntax (FTS5's quotes and operators, PostgreSQL's `&`, `|`, `!`, `:`). "C#" and "Node.js" give "c" and "node", "js",
 * as the index's tokenizer splits the listed names the same way.
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/** An FTS5 query: the word as a prefix ("reac" finds "React"), quoted so that it is never query syntax. */
export const sqlitePrefixQuery = (word: string) => `"${word}"*`;

/** A PostgreSQL `to_tsquery` text: the word as a prefix (`:*`); the configuration stems it or not. */
export const postgresPrefixQuery = (word: string) => `${word}:*`;
