import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';

/**
 * JSON text that encodes a `T`. Browse pages and positions are answered from JSON the listing index keeps per
 * listing, joined with what each request adds, rather than serialising a tree of objects on every request (and the
 * heap then holds one string per listing instead of a tree of objects that every garbage collection walks).
 */
export type JsonText<T> = string & { readonly encodes?: T };

/** JSON text that `withFields` adds as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * The JSON object `object` with `fields` added after its own: values serialised, `RawJson` ones as they are,
 * undefined ones left out.
 */
export function withFields<T>(object: string, fields: Record<string, unknown>): JsonText<T> {
  let added = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    added += `,${JSON.stringify(name)}:${value instanceof RawJson ? value.text : JSON.stringify(value)}`;
  }
  // An object with no fields of its own takes the first added one without a comma.
  const opened = object.slice(0, -1);
  return `${opened}${opened === '{' ? added.slice(1) : added}}`;
}

/** A page of items whose JSON texts are given, in the shape of `Paged` (`totalPages`, `totalElements`, `content`). */
export function pagedJson<T>(totalElements: number, pageSize: number, items: readonly JsonText<T>[]) {
  const totalPages = Math.ceil(totalElements / pageSize);
  return `{"totalPages":${totalPages},"totalElements":${totalElements},"content":[${items.join(',')}]}` as JsonText<{
    totalPages: number;
    totalElements: number;
    content: T[];
  }>;
}

/** Answers `text` as `c.json` answers a value (same status, headers and content type), typed for the client as `T`. */
export function jsonAnswer<T, S extends ContentfulStatusCode>(c: Context, text: JsonText<T>, status: S) {
  return c.body(text, status, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, S, 'json'>;
}
