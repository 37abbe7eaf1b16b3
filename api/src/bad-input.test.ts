import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { isNotNull, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentDialect } from './db/dialect';
import { tablePairs } from './db/schema/all-tables';
import { applications } from './db/schema/applications';
import { companyFilters, talents } from './db/schema/bench';
import { companies } from './db/schema/companies';
import { mailOutbox } from './db/schema/mail';
import { partnerGroups, positions, projects } from './db/schema/projects';
import { sessionCookieName } from './lib/sessions';
import { lookUpSession } from './middleware/session';
import { companyBody, signInAdmin } from './test/companies';
import { DESCRIPTION, positionBody, projectBody } from './test/projects';
import { captureLogs } from './test/logs';
import { createSignedInUser, newSession } from './test/sessions';
import { talentBody } from './test/talents';
import { createTestApp } from './test/test-app';

// Bad input on every write route. The routes are read from the app itself (`app.routes`), so a new POST, PUT, PATCH or
// DELETE route is covered without editing this file. Each route gets RUNS_PER_ROUTE generated requests: JSON of the
// wrong types, missing, extra and `__proto__` fields, huge and odd text, odd numbers, malformed JSON, other content
// types, malformed multipart, random query strings and path ids, plus valid-shaped bodies with one field broken so
// that validation is reached past the first field; sent by a signed-in approved company (mostly), the admin, a second
// company, a bogus session and anonymous callers. For every answer: never 5xx; every 4xx is JSON in the error shape;
// a refused request (>= 400) leaves the database as it was; and an accepted one (a generated body that happened to be
// valid) stored no C0 control character, after which the fixtures it may have removed are re-created and the database
// checksum is taken again.
//
// Fixed seed by default; `FC_SEED=<n>` runs another. On failure fast-check prints the seed, the path and the shrunk
// counterexample; the error also spells out the HTTP request.

// eslint-disable-next-line no-restricted-properties -- a knob of this test run (fast-check's seed), not an app setting
const seedOverride = process.env.FC_SEED;
const SEED = seedOverride === undefined || seedOverride === '' ? 220_622 : Number(seedOverride);
if (!Number.isSafeInteger(SEED)) throw new Error(`FC_SEED must be an integer, not ${seedOverride}`);

// Sign-up, apply and upload limits would turn most of the later requests into 429s; sign-in throttling stays on.
// Errors are logged (not printed): a 500's stack is quoted in the failure.
const logs = captureLogs('error');
// At the top level, not in `beforeAll`: the tests are made from the app's routes, which must be known when the file is
// collected.
const t = await createTestApp({ rateLimits: 'off' }, { logger: logs.logger });
const COOKIE_NAME = sessionCookieName(t.config);
/**
 * Half as many on PostgreSQL, with the same seed: what differs between the engines is how they store and refuse
 * values, which a hundred requests per route reach; the rest is validation, the same code on both. Each request costs
 * more there, and the whole CI run has 20 minutes.
 */
const RUNS_PER_ROUTE = currentDialect() === 'postgres' ? 100 : 200;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every write route, once: middleware entries and the catch-all are registered at wildcard paths (`/api/*`). */
const routes = [
  ...new Map(
    t.app.routes
      .filter((route) => WRITE_METHODS.has(route.method) && !route.path.includes('*'))
      .map((route) => [`${route.method} ${route.path}`, route]),
  ).values(),
].map((route) => ({ method: route.method, path: route.path, key: `${route.method} ${route.path}` }));
type Route = (typeof routes)[number];

// ---------------------------------------------------------------------------------------------------------------------
// Database checksum
// ---------------------------------------------------------------------------------------------------------------------

/** Tables a refused request changes by design (schema/security.ts), left out of the checksum. */
const UNCHECKED_TABLES = new Set([
  // The audit trail records every refused sign-in and every 403 (`authorization.refused`): refusals write here.
  'audit_log',
  // Sign-in throttling counts each failed sign-in here (a refusal that must be counted), and the store's sweeper
  // deletes expired rows on a timer of its own.
  'rate_limits',
  // Written only by the triggers of the listing tables, which are checked: a refusal that wrote here changed one of
  // them too.
  'listing_changes',
]);
/** Columns (as the database names them) a refused request changes by design. */
const UNCHECKED_COLUMNS: Record<string, readonly string[]> = {
  // Any request with a valid session, refused or not, refreshes its `last_seen_at` (at most once a minute): that is
  // the idle timeout. Every other column of `sessions` is checked (a refused sign-in must start no session).
  sessions: ['last_seen_at'],
};
// Everything else is checked, `mail_outbox` included (a refused request must queue no mail; the delivery of mail an
// accepted request queued is awaited before the checksum is taken again). On SQLite `sqlite_sequence` is too, but for
// the rows of the unchecked tables (their AUTOINCREMENT counters move with them); PostgreSQL's sequences are not
// checked: they move on for rolled-back inserts too, by design.

/** Every checked table the engine under test has, by name. */
const checkedTables = tablePairs()
  .filter((pair) => !UNCHECKED_TABLES.has(pair.name))
  .filter((pair) => (t.engine.dialect === 'postgres' ? pair.postgres : pair.sqlite) !== undefined)
  .map((pair) => pair.name);
const SEQUENCES = 'sqlite_sequence';

/** Rows of one table, each as the values of `columns`. */
type TableRows = { columns: string[]; rows: unknown[][] };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The select of `table`'s checked columns, ordered by every column: no engine promises an order without ORDER BY.
 * Read with the driver itself, without the builder's mapping of each row: the checksum is taken after every one of
 * thousands of requests, and only compared with one taken on the same engine.
 */
async function tableSelect(table: string): Promise<{ columns: string[]; select: string }> {
  if (table === SEQUENCES) {
    const excluded = [...UNCHECKED_TABLES].map((name) => `'${name.replaceAll("'", "''")}'`).join(', ');
    return {
      columns: ['name', 'seq'],
      select: `SELECT name, seq FROM sqlite_sequence WHERE name NOT IN (${excluded}) ORDER BY name`,
    };
  }
  const columns = (await columnNames(table)).filter((column) => !UNCHECKED_COLUMNS[table]?.includes(column));
  const select = `SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)} ORDER BY ${columns.map((_, index) => index + 1).join(', ')}`;
  return { columns, select };
}

/**
 * The rows of every table in `tables`, in that order. On PostgreSQL in one round trip (the selects as one simple
 * query) rather than one query per table through the pool: a snapshot is read again after each of about a thousand
 * writes.
 */
async function readTables(tables: string[]): Promise<TableRows[]> {
  const selects = await Promise.all(tables.map(tableSelect));
  if (t.engine.sqlite)
    return selects.map(({ columns, select }) => ({ columns, rows: preparedSelect(select).all() as unknown[][] }));
  const answer: unknown = await t.engine.pool!.query({
    text: selects.map(({ select }) => select).join(';\n'),
    rowMode: 'array',
  });
  // One result per select, or the result itself when there was one select.
  const results = (Array.isArray(answer) ? answer : [answer]) as Array<{ rows: unknown[][] }>;
  return selects.map(({ columns }, index) => ({ columns, rows: results[index]!.rows }));
}

const preparedSelects = new Map<string, Statement>();
/** A select over a table, prepared once for the whole run (SQLite). */
function preparedSelect(select: string): Statement {
  let statement = preparedSelects.get(select);
  if (!statement) {
    statement = t.engine.sqlite!.prepare(select).raw();
    preparedSelects.set(select, statement);
  }
  return statement;
}

const columnsRead = new Map<string, Promise<string[]>>();
/** The columns of `table`, in their order of definition. */
function columnNames(table: string): Promise<string[]> {
  let columns = columnsRead.get(table);
  if (!columns) {
    columns = t.engine.sqlite
      ? Promise.resolve(t.engine.sqlite.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[])
      : t.engine
          .pool!.query(
            `SELECT column_name FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
            [table],
          )
          .then((result) => result.rows.map((row: { column_name: string }) => row.column_name));
    columnsRead.set(table, columns);
  }
  return columns;
}

/**
 * A mark that moves whenever the database may have changed: SQLite's count of rows written on the app's one connection
 * (rolled-back writes and trigger writes included), PostgreSQL's WAL position (every write logs, and so do some
 * reads: a moved mark only means "hash again"). Most refusals write nothing, and their checksum is then the last one.
 */
async function writeMark(): Promise<string> {
  if (t.engine.sqlite) return String((preparedSelect('SELECT total_changes()').get() as [number])[0]);
  return String((await t.engine.pool!.query('SELECT pg_current_wal_insert_lsn() AS lsn')).rows[0].lsn);
}

/** The checked tables as of one mark: their rows, each one's hash, and the control texts found in them so far. */
type Snapshot = {
  mark: string;
  rows: Map<string, TableRows>;
  hashes: Map<string, string>;
  controlTexts: Map<string, Map<string, number>>;
};
let lastSnapshot: Snapshot | undefined;

/**
 * The checked tables as they are now, read again only when the mark has moved: the hashes and the control-text
 * counts of one state come from one read.
 */
async function snapshot(): Promise<Snapshot> {
  // Taken before the tables are read: a write meanwhile moves the mark past it, so the next call reads again.
  const mark = await writeMark();
  if (lastSnapshot?.mark === mark) return lastSnapshot;
  const tables = [...checkedTables, ...(t.engine.sqlite ? [SEQUENCES] : [])].sort();
  const read = await readTables(tables);
  const rows = new Map(tables.map((table, index) => [table, read[index]!]));
  const hashes = new Map(
    tables.map((table, index) => [table, createHash('sha1').update(JSON.stringify(read[index]!.rows)).digest('hex')]),
  );
  lastSnapshot = { mark, rows, hashes, controlTexts: new Map() };
  return lastSnapshot;
}

/** A hash of every checked table's rows (each table's own, so that a difference can be named). */
async function tableHashes(): Promise<Map<string, string>> {
  return (await snapshot()).hashes;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));

/**
 * C0 control characters but tab, line feed and carriage return: the plan refuses them in every text field, so an
 * accepted request must not have stored one. (Lone surrogates cannot be checked here: both engines store them as
 * U+FFFD.)
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const STORED_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** Each stored text with such a character in one table's rows, as `table.column = "text"`, with how many rows hold it. */
function controlTextsOf(table: string, { columns, rows }: TableRows): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const [index, value] of row.entries()) {
      if (typeof value !== 'string' || !STORED_CONTROL.test(value)) continue;
      const key = `${table}.${columns[index]!} = ${JSON.stringify(value.slice(0, 80))}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
/** Such texts in `tables` as of the snapshot `current`. */
function controlTextCounts(current: Snapshot, tables: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    let found = current.controlTexts.get(table);
    if (!found) {
      found = controlTextsOf(table, current.rows.get(table)!);
      current.controlTexts.set(table, found);
    }
    for (const [key, count] of found) counts.set(key, count);
  }
  return counts;
}
/** Such texts already in the database (stored by an earlier request, already reported), as of the baseline. */
let knownControlText = new Map<string, number>();

// ---------------------------------------------------------------------------------------------------------------------
// Generated values: real ids by name, verbatim text, huge text and files are markers resolved when a request is sent,
// so that counterexamples stay short and ids follow fixtures that were re-created.
// ---------------------------------------------------------------------------------------------------------------------

const REF_KINDS = [
  'companyA',
  'companyB',
  'group',
  'project',
  'position',
  'talent',
  'filter',
  'sentApplication',
  'receivedApplication',
  'projectB',
  'positionB',
  'talentB',
] as const;
type RefKind = (typeof REF_KINDS)[number];

/** The id of one of the fixtures (A is the signed-in company; B its partner). */
class Ref {
  constructor(readonly kind: RefKind) {}
  [fc.toStringMethod]() {
    return `ref(${this.kind})`;
  }
}
/** Text sent exactly as written: a JSON token JSON.stringify cannot produce, or an undecodable URL piece. */
class Raw {
  constructor(
    readonly text: string,
    /** How a counterexample shows it, when the text itself is too long to read. */
    readonly label?: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label ?? `raw(${JSON.stringify(this.text)})`;
  }
}
/**
 * The text and JSON of each huge value, made once per piece and count (a few dozen in all) rather than per request:
 * stringifying megabytes of escapes through `jsonText`'s replacer, for every body that held one, was a quarter of this
 * file's time.
 */
const hugeTexts = new Map<string, { text: string; json: string }>();
/** `piece` repeated `count` times. */
class Huge {
  constructor(
    readonly piece: string,
    readonly count: number,
  ) {}
  private get made() {
    const key = `${this.count} ${this.piece}`;
    let made = hugeTexts.get(key);
    if (!made) {
      const text = this.piece.repeat(this.count);
      made = { text, json: JSON.stringify(text) };
      hugeTexts.set(key, made);
    }
    return made;
  }
  get text() {
    return this.made.text;
  }
  /** Its JSON string literal. */
  get json() {
    return this.made.json;
  }
  [fc.toStringMethod]() {
    return `huge(${JSON.stringify(this.piece)} x ${this.count})`;
  }
}
type FileContent = 'png' | 'pdf' | 'svg-script' | 'exe' | 'empty' | 'cv-too-large' | 'image-too-large' | number[];
/** A file part of a multipart body. */
class FilePart {
  constructor(
    readonly filename: string | undefined,
    readonly type: string | undefined,
    readonly content: FileContent,
  ) {}
  bytes(): Uint8Array {
    return fileBytes(this.content);
  }
  [fc.toStringMethod]() {
    const content = Array.isArray(this.content) ? `${this.content.length} random bytes` : this.content;
    return `file(${JSON.stringify(this.filename)}, ${JSON.stringify(this.type)}, ${content})`;
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')]);
let cvTooLarge: Uint8Array | undefined;
let imageTooLarge: Uint8Array | undefined;
function fileBytes(content: FileContent): Uint8Array {
  if (Array.isArray(content)) return Uint8Array.from(content);
  switch (content) {
    case 'png':
      return PNG;
    case 'pdf':
      return PDF;
    case 'svg-script':
      return SVG_SCRIPT;
    case 'exe':
      return EXE;
    case 'empty':
      return new Uint8Array(0);
    case 'cv-too-large':
      // Over the 10 MB CV limit, under the 12 MB body limit.
      return (cvTooLarge ??= Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    case 'image-too-large':
      return (imageTooLarge ??= Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]));
  }
}

const PNG_FILE = new FilePart('logo.png', 'image/png', 'png');
const PDF_FILE = new FilePart('cv.pdf', 'application/pdf', 'pdf');

const ids = {} as Record<RefKind, number>;
const idOf = (ref: Ref) => ids[ref.kind];

const RAW_MARK = '\uE000raw';
/** JSON text of a generated value, markers resolved; `undefined` (nothing) as the empty text. */
function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Ref) return idOf(item);
    if (item instanceof FilePart) return item.filename ?? null;
    // Written as they are once the rest is stringified: a raw text verbatim, a huge one as its ready-made JSON.
    if (item instanceof Raw || item instanceof Huge) {
      raws.push(item instanceof Raw ? item.text : item.json);
      return `${RAW_MARK}${raws.length - 1}${RAW_MARK}`;
    }
    return item;
  }) as string | undefined;
  // Most bodies hold neither: then there is nothing to scan for markers.
  if (raws.length === 0) return text ?? '';
  return (text ?? '').replace(
    new RegExp(`"${RAW_MARK}(\\d+)${RAW_MARK}"`, 'g'),
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

/** A generated value as plain text (a form field, a query value, a path segment before encoding). */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Ref) return String(idOf(value));
  if (value instanceof Huge) return value.text;
  if (value instanceof Raw) return value.text;
  if (typeof value === 'number') return String(value);
  return jsonText(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encodes for a URL; a lone surrogate (which no URL can carry) becomes its CESU-8 bytes, invalid UTF-8. */
function urlPiece(value: unknown): string {
  if (value instanceof Raw) return value.text;
  return encodeURIComponent(plainText(value).replace(LONE_SURROGATE, '\uE001')).replaceAll('%EE%80%81', '%ED%A0%80');
}

// Paths into generated values (a valid-shaped body with one thing broken: a value replaced, a field removed, a field added).

type Path = ReadonlyArray<string | number>;
const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Ref) &&
  !(value instanceof Raw) &&
  !(value instanceof Huge) &&
  !(value instanceof FilePart);

function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (isContainer(value)) return objectOf(Object.entries(value).map(([key, item]) => [key, clone(item)] as const)) as T;
  return value;
}
/** Paths of every value below the root. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isContainer(value)) return [];
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsOf((value as Record<string | number, unknown>)[key], path)];
  });
}
function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  return node;
}
function replaced(template: unknown, path: Path, value: unknown) {
  const copy = clone(template);
  const parent = parentOf(copy, path);
  Object.defineProperty(parent, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
function removed(template: unknown, path: Path) {
  const copy = clone(template);
  const parent = parentOf(copy, path);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}
function added(template: unknown, containerPath: Path, key: string, value: unknown) {
  const copy = clone(template);
  const container = valueAt(copy, containerPath);
  if (Array.isArray(container)) container.push(value);
  else if (isContainer(container))
    Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root as Record<string | number, unknown> | undefined;
  for (const key of path) node = node?.[key] as Record<string | number, unknown> | undefined;
  return node;
}

/** An object with exactly these own keys, `__proto__` included as a plain own key (as JSON.parse makes it). */
function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

// ---------------------------------------------------------------------------------------------------------------------
// Valid-shaped requests per route (reached past authentication and the first field). A route missing here is still
// fuzzed with everything else; `every template names a write route` keeps the table honest.
// ---------------------------------------------------------------------------------------------------------------------

type Identity = 'a' | 'b' | 'admin' | 'anon' | 'bogus';
type Template = {
  json?: () => unknown;
  multipart?: () => Record<string, unknown>;
  query?: () => Record<string, unknown>;
  /** Likely values of path parameters, besides the generic ones. */
  params?: Record<string, readonly unknown[]>;
  /** Who usually sends it (the signed-in company A unless told). */
  who?: Identity;
};

const ref = (kind: RefKind) => new Ref(kind);
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const talentTemplate = () => talentBody({ workModes: [3, 2] });
const projectTemplate = () =>
  projectBody({
    partnerOnly: true,
    partnerGroups: [ref('group')],
    startDate: inAMonth,
    endDate: '2099-12-31',
    duration: null,
  });
const positionTemplate = () => ({
  ...positionBody(0),
  projectId: ref('project'),
  workMode: [2, 3],
  location: 1,
  rate: { min: 40, max: 60 },
});
const companyTemplate = () => ({ ...companyBody(), name: 'Fuzzed Company', email: 'office@fuzzed.example.com' });

const TEMPLATES: Record<string, Template> = {
  'POST /api/auth/register': {
    json: () => ({
      username: 'fuzzer',
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.com',
      password: 'correct horse',
      repeatedPassword: 'correct horse',
    }),
    who: 'anon',
  },
  'POST /api/auth/login': { json: () => ({ usernameOrEmail: 'user1', password: 'not the password' }), who: 'anon' },
  'POST /api/auth/set-new-password': {
    json: () => ({ token: 'x'.repeat(43), newPassword: 'new password', repeatPassword: 'new password' }),
    who: 'anon',
  },
  'PUT /api/user': { json: () => ({ firstName: 'Fuzz', lastName: 'Tester' }) },
  'POST /api/user/email': { json: () => ({ email: 'fuzzed-new@example.com', currentPassword: 'not the password' }) },
  'POST /api/user/email-changes': { json: () => ({ token: 'x'.repeat(43) }), who: 'anon' },
  'POST /api/user/email-change-cancellations': { json: () => ({ token: 'x'.repeat(43) }), who: 'anon' },
  'PUT /api/user/password': {
    json: () => ({ currentPassword: 'not the password', password: 'new password', repeatedPassword: 'new password' }),
  },
  'POST /api/companies/team/invitations': { json: () => ({ email: 'fuzzed.colleague@example.com' }) },
  'POST /api/invitations/accept': { json: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/companies': { json: companyTemplate },
  'PUT /api/companies': { json: companyTemplate },
  'POST /api/companies/partners': { json: () => ({ name: 'Fuzzed partners', companyIds: [ref('companyB')] }) },
  'PUT /api/companies/partners/:id': {
    json: () => ({ name: 'Partners', companyIds: [ref('companyB')] }),
    params: { id: [ref('group')] },
  },
  'DELETE /api/companies/partners': { query: () => ({ partnerGroupId: ref('group') }) },
  'POST /api/companies/talents': { json: talentTemplate },
  'PUT /api/companies/talents/:id': { json: talentTemplate, params: { id: [ref('talent')] } },
  'DELETE /api/companies/talents/:id': { params: { id: [ref('talent')] } },
  'PUT /api/companies/my-talents/publicity': { json: () => ({ public: false, partnerGroupIds: [ref('group')] }) },
  'POST /api/companies/filters': { json: () => ({ name: 'Fuzzed filter', skills: [10, 12], isEnabled: true }) },
  'PUT /api/companies/filters/:id': {
    json: () => ({ name: 'Backend', skills: [10], isEnabled: false }),
    params: { id: [ref('filter')] },
  },
  'DELETE /api/companies/filters/:id': { params: { id: [ref('filter')] } },
  'POST /api/companies/apply': {
    json: () => ({ positionId: ref('positionB'), talentId: ref('talent'), rate: 50, availableFrom: inAMonth }),
    multipart: () => ({ positionId: ref('positionB'), rate: '50', availableFrom: inAMonth, file: PDF_FILE }),
  },
  'POST /api/companies/upload-cv': {
    query: () => ({ application_id: ref('sentApplication') }),
    multipart: () => ({ file: PDF_FILE }),
  },
  'PUT /api/companies/applications/accept/:id': { params: { id: [ref('receivedApplication')] } },
  'PUT /api/companies/applications/reject/:id': { params: { id: [ref('receivedApplication')] } },
  'PUT /api/companies/applications/cancel/:id': { params: { id: [ref('sentApplication')] } },
  'POST /api/companies/images/set': { multipart: () => ({ image: PNG_FILE, banner: PNG_FILE }) },
  'DELETE /api/companies/images/:kind': { params: { kind: ['image', 'banner'] } },
  'POST /api/projects': { json: projectTemplate },
  'PUT /api/projects/:id': { json: projectTemplate, params: { id: [ref('project')] } },
  'DELETE /api/projects/:id': { params: { id: [ref('project')] } },
  'POST /api/projects/:id/reactivate': { params: { id: [ref('project')] } },
  'POST /api/positions': { json: positionTemplate },
  'PUT /api/positions/:id': {
    json: () => ({ ...positionTemplate(), statusId: 5, customCloseReason: 'Filled elsewhere' }),
    params: { id: [ref('position')] },
  },
  'PUT /api/positions/:id/status': {
    query: () => ({ statusId: 5, customCloseReason: 'Filled elsewhere' }),
    params: { id: [ref('position')] },
  },
  'DELETE /api/positions/:id': { params: { id: [ref('position')] } },
  'POST /api/admin/approve/:id': { params: { id: [ref('companyB'), ref('companyA')] }, who: 'admin' },
  'POST /api/upload-image': { query: () => ({ company_id: ref('companyA') }), multipart: () => ({ file: PNG_FILE }) },
  'POST /api/upload-banner': { query: () => ({ company_id: ref('companyA') }), multipart: () => ({ file: PNG_FILE }) },
};
const FIELD_NAMES = [
  ...new Set(
    Object.values(TEMPLATES).flatMap((template) =>
      [template.json?.(), template.multipart?.(), template.query?.()].flatMap((value) =>
        pathsOf(value).flatMap((path) => path.filter((key) => typeof key === 'string')),
      ),
    ),
  ),
  'file',
  'image',
  'banner',
];

// ---------------------------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------------------------

const ODD_PIECES = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u200E',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u2028',
  '\u2029',
  '\uFFFE',
  '\uFFFF',
  '\u00A0',
  '\u3000',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇧🇬',
  'e\u0301',
  'ﬁ',
  'ａｄｍｉｎ',
  'аdmin',
  '𝔞',
  '\t',
  '\r\n',
  '\n',
  ' ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%s%n',
  '${7*7}',
  '../../etc/passwd',
  '\\',
  '"',
  "'",
] as const;
const oddString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_PIECES),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
    ),
    { maxLength: 6 },
  )
  .map((pieces) => pieces.join(''));
const hugeString = fc
  .record({
    piece: fc.constantFrom('a', 'é', '😀', ' ', '1', '\u0000', '\uD800', 'ab\n'),
    count: fc.oneof(fc.constantFrom(256, 3001, 70_000), fc.constant(300_000)),
  })
  .map(({ piece, count }) => new Huge(piece, count));

const RAW_NUMBERS = [
  '1e999999',
  '-1e999999',
  '1e-999999',
  '-0',
  '1.0',
  '1e0',
  '1E3',
  '0.5e1',
  '99999999999999999999',
  '123456789012345678901234567890.5',
  '9007199254740993',
  '1e400',
  '-1e400',
  '0.0000000000000000000000000001',
] as const;
const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    1.5,
    -1.5,
    0.1,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    1e21,
    1e308,
    -1e308,
  ),
  fc.constantFrom(Number.MIN_VALUE, Number.EPSILON, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new Raw(text)),
);
/** Ids as text: the forms a path or query id must refuse, and a few it must accept. */
const ID_TEXT = [
  '0',
  '-1',
  '0x1',
  '+1',
  ' 1',
  '1 ',
  '1.5',
  '1e3',
  '1.0',
  '1e0',
  '01',
  '-0',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '',
  '１',
  '٣',
  '1',
  '2',
] as const;
/** Path and query pieces sent verbatim: undecodable or structural percent-escapes. */
const RAW_URL_PIECES = [
  '%00',
  '%ED%A0%80',
  '%',
  '%2',
  '%ZZ',
  '%2F',
  '%252F',
  '..',
  '.',
  '%0A',
  '1%00',
  '1;2',
  '1,2',
  '%E2%80%AE1',
] as const;
const refArb = fc.constantFrom(...REF_KINDS).map((kind) => new Ref(kind));

const leaf = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, '', 0, 'true', 'null') },
  { weight: 4, arbitrary: oddNumber },
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: fc.constantFrom(...ID_TEXT) },
  { weight: 3, arbitrary: refArb },
  { weight: 1, arbitrary: hugeString },
);

/** Object keys: the contract's field names, prototype keys and odd text. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
] as const;
const keyArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string>(...PROTOTYPE_KEYS, 'isAdmin', 'companyId', 'id', 'approved', 'status'),
  },
  { weight: 1, arbitrary: oddString },
);

const { value: fuzzValue } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>(
  (tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 5 }),
    object: fc.array(fc.tuple(keyArb, tie('value')), { maxLength: 6 }).map(objectOf),
  }),
);

/** The template with one mutation; `replacement` gives the new values. */
function brokenTemplate(template: unknown, replacement: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  if (paths.length === 0) return fc.constant(template);
  const containers: Path[] = [[], ...paths.filter((path) => isContainer(valueAt(template, path)))];
  const texts = paths.filter((path) => typeof valueAt(template, path) === 'string');
  const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    {
      weight: 6,
      arbitrary: fc.tuple(fc.nat(), replacement).map(([index, value]) => replaced(template, pick(paths, index), value)),
    },
    { weight: 2, arbitrary: fc.nat().map((index) => removed(template, pick(paths, index))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat(), keyArb, replacement)
        .map(([index, key, value]) => added(template, pick(containers, index), key, value)),
    },
  ];
  if (texts.length > 0) {
    // A valid text with an odd piece slipped in (a NUL, a lone surrogate, an RTL mark, ...): valid but for that piece.
    const tainted = fc.tuple(fc.nat(), fc.constantFrom(...ODD_PIECES), fc.nat()).map(([index, piece, at]) => {
      const path = pick(texts, index);
      const text = valueAt(template, path) as string;
      const cut = at % (text.length + 1);
      return replaced(template, path, text.slice(0, cut) + piece + text.slice(cut));
    });
    options.push({ weight: 4, arbitrary: tainted });
  }
  return fc.oneof(...options);
}

// Query strings.

type QuerySpec = { entries: ReadonlyArray<readonly [string, unknown]> } | { raw: string } | null;
const queryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...ID_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((text) => new Raw(text)) },
  { weight: 3, arbitrary: refArb },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: hugeString },
);
const queryKey = fc.oneof(
  { weight: 2, arbitrary: keyArb },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'id',
      'partnerGroupId',
      'application_id',
      'company_id',
      'statusId',
      'customCloseReason',
      'positionId',
    ),
  },
);
function queryArb(template: Record<string, unknown> | undefined): fc.Arbitrary<QuerySpec> {
  const options: Array<fc.WeightedArbitrary<QuerySpec>> = [
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 4 })
        .map((entries) => ({ entries })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...Object.keys(template ?? { id: 1 })),
          fc.constantFrom('=%', '=%ED%A0%80', '=1&{k}=2', '[]=1', '', '=', '=%00', '=1%00', '=%E2%80%AE1'),
        )
        .map(([key, tail]) => ({
          raw: `${encodeURIComponent(key)}${tail.replaceAll('{k}', encodeURIComponent(key))}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%%', '&&&', '=', '==1', '?', 'a=1&a=2&a=3', '%ED%A0%80=%ED%A0%80')
        .map((raw) => ({ raw })),
    },
  ];
  if (template) {
    const entries = (value: unknown) => ({ entries: Object.entries(value as Record<string, unknown>) });
    options.push(
      { weight: 6, arbitrary: brokenTemplate(template, queryValue).map(entries) },
      { weight: 1, arbitrary: fc.constant(entries(template)) },
    );
  }
  return fc.oneof({ withCrossShrink: true }, ...options);
}
function queryText(query: QuerySpec): string {
  if (query === null) return '';
  if ('raw' in query) return `?${query.raw}`;
  return `?${query.entries.map(([key, value]) => `${urlPiece(key)}=${urlPiece(value)}`).join('&')}`;
}

// Bodies.

const JSON_TYPES = [
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json;;',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
  '*/*',
  undefined,
] as const;
type Mangle = 'truncate' | 'trailing-comma' | 'trailing-garbage' | 'bom' | 'twice' | 'single-quotes' | 'nul';
type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | undefined; mangle?: { how: Mangle; at: number } }
  | { kind: 'text'; text: unknown; contentType: string | undefined }
  | { kind: 'multipart'; parts: ReadonlyArray<readonly [string, unknown]>; flaws: MultipartFlaws }
  | { kind: 'too-large-json' };

type MultipartFlaws = {
  type: string;
  boundary: string;
  header: 'same' | 'missing' | 'empty' | 'other' | 'quoted' | 'uppercase';
  newline: '\r\n' | '\n';
  closing: boolean;
  dropDisposition: boolean;
  preamble: string;
  /** Cut the body at this fraction of its length (0–1000 ‰). */
  truncateAt: number | null;
};

const RAW_BODIES = [
  '',
  ' ',
  'null',
  'undefined',
  '{',
  '}',
  '[',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{a:1}',
  'NaN',
  'Infinity',
  '0x10',
  '+1',
  '.5',
  '"\\ud800"',
  '"\\u0000"',
  '{"a":"\\x41"}',
  '{"a":1e999999}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"name":"a","name":5}',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\u0000"}',
] as const;
const deepJson = fc
  .record({ depth: fc.constantFrom(100, 5_000, 200_000), open: fc.constantFrom('[', '{"a":') })
  .map(
    ({ depth, open }) =>
      new Raw(
        `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`,
        `nested(${JSON.stringify(open)} x ${depth})`,
      ),
  );

const fileArb: fc.Arbitrary<FilePart> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(PNG_FILE, PDF_FILE) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        filename: fc.oneof(
          fc.constantFrom<string | undefined>(
            'cv.pdf',
            'logo.png',
            'a',
            '',
            '../../x.pdf',
            'x\u0000.pdf',
            'ü😀.png',
            '"q".pdf',
            'a\r\nContent-Type: text/html',
            undefined,
          ),
          oddString,
        ),
        type: fc.constantFrom(
          undefined,
          'application/pdf',
          'image/png',
          'text/html',
          'application/octet-stream',
          '',
          'image/svg+xml',
          'x',
        ),
        content: fc.oneof(
          fc.constantFrom<FileContent>('png', 'pdf', 'svg-script', 'exe', 'empty'),
          fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 48 }),
        ),
      })
      .map(({ filename, type, content }) => new FilePart(filename, type, content)),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<FileContent>('cv-too-large', 'image-too-large')
      .map((content) => new FilePart('big.pdf', 'application/pdf', content)),
  },
);
const partValue = fc.oneof({ weight: 2, arbitrary: fuzzValue }, { weight: 1, arbitrary: fileArb });
const multipartFlaws: fc.Arbitrary<MultipartFlaws> = fc.record({
  type: fc.oneof(
    { weight: 12, arbitrary: fc.constant('multipart/form-data') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'multipart/mixed',
        'Multipart/Form-Data',
        'multipart/form-data; charset=utf-8',
        'multipart/related',
        'text/plain',
      ),
    },
  ),
  boundary: fc.oneof(
    { weight: 8, arbitrary: fc.constant('----benchlinkFuzz7MA4YWxk') },
    { weight: 1, arbitrary: fc.constantFrom('x', 'a'.repeat(70), 'a'.repeat(200), 'with space', 'é', '--', '"', ';') },
  ),
  header: fc.oneof(
    { weight: 8, arbitrary: fc.constant('same' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'missing' as const,
        'empty' as const,
        'other' as const,
        'quoted' as const,
        'uppercase' as const,
      ),
    },
  ),
  newline: fc.oneof(
    { weight: 8, arbitrary: fc.constant('\r\n' as const) },
    { weight: 1, arbitrary: fc.constant('\n' as const) },
  ),
  closing: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  dropDisposition: fc.oneof({ weight: 10, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  preamble: fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('garbage\r\n', '--\r\n', '\r\n\r\n') },
  ),
  truncateAt: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 999 }) },
  ),
});
/** A multipart body: well-formed unless its flaws say otherwise. */
function multipartBody(
  parts: ReadonlyArray<readonly [string, unknown]>,
  flaws: MultipartFlaws,
): { contentType: string; body: Uint8Array<ArrayBuffer> } {
  const { boundary, newline: nl } = flaws;
  const chunks: Uint8Array[] = [Buffer.from(flaws.preamble)];
  for (const [name, value] of parts) {
    let head = `--${boundary}${nl}`;
    const file = value instanceof FilePart ? value : undefined;
    if (!flaws.dropDisposition) {
      head += `Content-Disposition: form-data; name="${name}"${file && file.filename !== undefined ? `; filename="${file.filename}"` : ''}${nl}`;
    }
    if (file?.type !== undefined) head += `Content-Type: ${file.type}${nl}`;
    chunks.push(Buffer.from(`${head}${nl}`), file ? file.bytes() : Buffer.from(plainText(value)), Buffer.from(nl));
  }
  if (flaws.closing) chunks.push(Buffer.from(`--${boundary}--${nl}`));
  let body: Uint8Array = Buffer.concat(chunks);
  if (flaws.truncateAt !== null) body = body.subarray(0, Math.floor((body.length * flaws.truncateAt) / 1000));
  const parameter = {
    same: `; boundary=${boundary}`,
    missing: '',
    empty: '; boundary=',
    other: `; boundary=${boundary}x`,
    quoted: `; boundary="${boundary}"`,
    uppercase: `; BOUNDARY=${boundary}`,
  }[flaws.header];
  return { contentType: `${flaws.type}${parameter}`, body: new Uint8Array(body) };
}

function bodyArb(template: Template | undefined): fc.Arbitrary<BodySpec> {
  const jsonType = fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>('application/json') },
    { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...JSON_TYPES) },
  );
  const mangle = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.record({
        how: fc.constantFrom<Mangle>(
          'truncate',
          'trailing-comma',
          'trailing-garbage',
          'bom',
          'twice',
          'single-quotes',
          'nul',
        ),
        at: fc.nat(999),
      }),
    },
  );
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.record({ value, contentType: jsonType, mangle }).map((spec): BodySpec => ({ kind: 'json', ...spec }));
  const randomParts = fc.array(fc.tuple(keyArb, partValue), { maxLength: 5 });
  const multipart = (parts: fc.Arbitrary<ReadonlyArray<readonly [string, unknown]>>) =>
    fc.record({ parts, flaws: multipartFlaws }).map((spec): BodySpec => ({ kind: 'multipart', ...spec }));

  const options: Array<fc.WeightedArbitrary<BodySpec>> = [
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
    { weight: 6, arbitrary: json(fuzzValue) },
    {
      weight: 3,
      arbitrary: fc
        .record({
          text: fc.oneof(
            fc.constantFrom(...RAW_BODIES).map((text) => new Raw(text)),
            deepJson,
            oddString,
            hugeString,
          ),
          contentType: jsonType,
        })
        .map((spec): BodySpec => ({ kind: 'text', ...spec })),
    },
    { weight: 3, arbitrary: multipart(randomParts) },
    { weight: 1, arbitrary: fc.constant({ kind: 'too-large-json' }) },
  ];
  if (template?.json) {
    const valid = template.json();
    options.push(
      { weight: 14, arbitrary: json(brokenTemplate(valid, fuzzValue)) },
      { weight: 1, arbitrary: json(fc.constant(valid)) },
    );
  }
  if (template?.multipart) {
    const valid = template.multipart();
    const entries = (value: unknown) => Object.entries(value as Record<string, unknown>);
    options.push(
      { weight: 10, arbitrary: multipart(brokenTemplate(valid, partValue).map(entries)) },
      { weight: 1, arbitrary: multipart(fc.constant(entries(valid))) },
    );
  }
  return fc.oneof({ withCrossShrink: true }, ...options);
}

function mangled(text: string, mangle: { how: Mangle; at: number }): string {
  switch (mangle.how) {
    case 'truncate':
      return text.slice(0, Math.floor((text.length * mangle.at) / 1000));
    case 'trailing-comma':
      return text.replace(/([}\]])$/, ',$1');
    case 'trailing-garbage':
      return `${text} x`;
    case 'bom':
      return `\uFEFF${text}`;
    case 'twice':
      return text + text;
    case 'single-quotes':
      return text.replaceAll('"', "'");
    case 'nul':
      return `${text.slice(0, Math.floor((text.length * mangle.at) / 1000))}\u0000${text.slice(Math.floor((text.length * mangle.at) / 1000))}`;
  }
}

function encodedBody(spec: BodySpec): { contentType?: string; body?: string | Uint8Array<ArrayBuffer> } {
  switch (spec.kind) {
    case 'none':
      return {};
    case 'json': {
      const text = jsonText(spec.value);
      return { contentType: spec.contentType, body: spec.mangle ? mangled(text, spec.mangle) : text };
    }
    case 'text':
      return { contentType: spec.contentType, body: plainText(spec.text) };
    case 'multipart':
      return multipartBody(spec.parts, spec.flaws);
    case 'too-large-json':
      // Over the 1 MB a JSON body may have, well under the 12 MB of uploads.
      return {
        contentType: 'application/json',
        body: JSON.stringify({ name: 'a'.repeat(1_100_000), description: DESCRIPTION }),
      };
  }
}

// Who sends it, and from where.

type RequestSpec = {
  who: Identity;
  origin: 'same' | 'none' | 'cross';
  params: unknown[];
  query: QuerySpec;
  body: BodySpec;
};

const GENERIC_PATH_VALUES: Array<fc.WeightedArbitrary<unknown>> = [
  { weight: 4, arbitrary: refArb },
  { weight: 5, arbitrary: fc.constantFrom<unknown>(...ID_TEXT, 'image', 'banner', 'IMAGE', 'logo') },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((text) => new Raw(text)) },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 3000, 100_000).map((count) => new Huge('9', count)) },
];
const paramNames = (route: Route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const WELL_FORMED: MultipartFlaws = {
  type: 'multipart/form-data',
  boundary: '----benchlinkFuzz7MA4YWxk',
  header: 'same',
  newline: '\r\n',
  closing: true,
  dropDisposition: false,
  preamble: '',
  truncateAt: null,
};
const IDENTITIES: readonly Identity[] = ['a', 'b', 'admin', 'anon', 'bogus'];
const pathValue = (likely: readonly unknown[] | undefined) =>
  likely
    ? fc.oneof({ withCrossShrink: true }, { weight: 6, arbitrary: fc.constantFrom(...likely) }, ...GENERIC_PATH_VALUES)
    : fc.oneof({ withCrossShrink: true }, ...GENERIC_PATH_VALUES);

/** Anything goes: each part of the request generated on its own. */
function randomRequestArb(route: Route, template: Template | undefined): fc.Arbitrary<RequestSpec> {
  const usual = template?.who ?? 'a';
  return fc.record({
    who: fc.oneof(
      { weight: 16, arbitrary: fc.constant(usual) },
      { weight: 4, arbitrary: fc.constantFrom(...IDENTITIES.filter((who) => who !== usual)) },
    ),
    origin: fc.oneof(
      { weight: 18, arbitrary: fc.constant('same' as const) },
      { weight: 1, arbitrary: fc.constant('none' as const) },
      { weight: 1, arbitrary: fc.constant('cross' as const) },
    ),
    params: fc.tuple(...paramNames(route).map((name) => pathValue(template?.params?.[name]))),
    query: queryArb(template?.query?.()),
    body: bodyArb(template),
  });
}

/** The template's valid request with exactly one thing broken: who sends it, a path id, the query or the body. */
function oneBrokenArb(route: Route, template: Template): fc.Arbitrary<RequestSpec> {
  const names = paramNames(route);
  const valid: RequestSpec = {
    who: template.who ?? 'a',
    origin: 'same',
    params: names.map((name) => template.params?.[name]?.[0] ?? new Ref('companyA')),
    query: template.query ? { entries: Object.entries(template.query()) } : null,
    body: template.json
      ? { kind: 'json', value: template.json(), contentType: 'application/json' }
      : template.multipart
        ? { kind: 'multipart', parts: Object.entries(template.multipart()), flaws: WELL_FORMED }
        : { kind: 'none' },
  };
  const options: Array<fc.WeightedArbitrary<RequestSpec>> = [
    { weight: 1, arbitrary: fc.constant(valid) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...IDENTITIES.filter((who) => who !== valid.who)).map((who) => ({ ...valid, who })),
    },
    ...names.map((name, index) => ({
      weight: 3,
      arbitrary: pathValue(undefined).map((value) => ({
        ...valid,
        params: valid.params.map((param, at) => (at === index ? value : param)),
      })),
    })),
  ];
  const body = valid.body;
  if (template.query) {
    const query = template.query();
    options.push({
      weight: 3,
      arbitrary: brokenTemplate(query, queryValue).map((value) => ({
        ...valid,
        query: { entries: Object.entries(value as object) },
      })),
    });
  }
  if (body.kind === 'json') {
    options.push(
      {
        weight: 8,
        arbitrary: brokenTemplate(body.value, fuzzValue).map((value) => ({ ...valid, body: { ...body, value } })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...JSON_TYPES).map((contentType) => ({ ...valid, body: { ...body, contentType } })),
      },
      {
        weight: 2,
        arbitrary: fc
          .record({
            how: fc.constantFrom<Mangle>(
              'truncate',
              'trailing-comma',
              'trailing-garbage',
              'bom',
              'twice',
              'single-quotes',
              'nul',
            ),
            at: fc.nat(999),
          })
          .map((mangle) => ({ ...valid, body: { ...body, mangle } })),
      },
    );
  }
  if (body.kind === 'multipart') {
    options.push(
      {
        weight: 6,
        arbitrary: brokenTemplate(objectOf(body.parts), partValue).map((value) => ({
          ...valid,
          body: { ...body, parts: Object.entries(value as object) },
        })),
      },
      { weight: 4, arbitrary: multipartFlaws.map((flaws) => ({ ...valid, body: { ...body, flaws } })) },
    );
  }
  if (body.kind === 'none')
    options.push({ weight: 2, arbitrary: bodyArb(undefined).map((other) => ({ ...valid, body: other })) });
  return fc.oneof({ withCrossShrink: true }, ...options);
}

function requestArb(route: Route): fc.Arbitrary<RequestSpec> {
  const template = TEMPLATES[route.key];
  const random = randomRequestArb(route, template);
  return template ? fc.oneof({ withCrossShrink: true }, oneBrokenArb(route, template), random) : random;
}

// ---------------------------------------------------------------------------------------------------------------------
// Fixtures, through the API: company A (signed in, approved) with a project, a position, a talent, a filter and a
// partner group holding company B (approved); B with a project, a position and a talent; one application each way.
// ---------------------------------------------------------------------------------------------------------------------

type Caller = { userId: number; cookie: string };
const callers = {} as Record<'a' | 'b' | 'admin', Caller>;

function call(caller: Caller | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: t.config.publicUrl };
  if (caller) headers.Cookie = caller.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(path, { method, headers, body: body === undefined ? undefined : jsonText(body) });
}
/** The body of a fixture's 200 or 201 answer; anything else stops the run. */
async function succeeded(response: Response | Promise<Response>, what: string): Promise<{ id: number }> {
  const res = await response;
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`Fixture "${what}" failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

let fixtureCounter = 0;
const createCompany = async (caller: Caller) =>
  (await succeeded(call(caller, 'POST', '/api/companies', companyBody()), 'company')).id;
const createProject = async (caller: Caller) =>
  (
    await succeeded(
      call(caller, 'POST', '/api/projects', projectBody({ name: `Project ${++fixtureCounter}` })),
      'project',
    )
  ).id;
const createPosition = async (caller: Caller, projectId: number) =>
  (await succeeded(call(caller, 'POST', '/api/positions', positionBody(projectId)), 'position')).id;
const createTalent = async (caller: Caller) =>
  (await succeeded(call(caller, 'POST', '/api/companies/talents', talentTemplate()), 'talent')).id;
const applyTo = (caller: Caller, positionId: number, talentId: number) =>
  call(caller, 'POST', '/api/companies/apply', { positionId, talentId, rate: 50, availableFrom: inAMonth });

type FixtureTable =
  | typeof partnerGroups
  | typeof companyFilters
  | typeof projects
  | typeof positions
  | typeof talents
  | typeof applications;
const FIXTURES = [
  ['group', partnerGroups],
  ['filter', companyFilters],
  ['project', projects],
  ['position', positions],
  ['talent', talents],
  ['projectB', projects],
  ['positionB', positions],
  ['talentB', talents],
  ['sentApplication', applications],
  ['receivedApplication', applications],
] as const satisfies ReadonlyArray<readonly [RefKind, FixtureTable]>;
type Fixture = (typeof FIXTURES)[number][0];

/**
 * Which fixtures are still there, and whether company A has lost its logo, in one query rather than one per fixture:
 * settle runs after each of hundreds of accepted requests. (Nothing `ensureFixtures` does removes a fixture, so what
 * was read before it re-creates one still holds after.)
 */
async function presentFixtures(): Promise<{ present: Set<Fixture>; logoMissing: boolean }> {
  const selection: Record<string, SQL<unknown>> = {
    logoMissing: sql`exists (select 1 from ${companies} where ${companies.id} = ${ids.companyA} and ${companies.imageKey} is null)`,
  };
  for (const [kind, table] of FIXTURES) {
    selection[kind] = sql`exists (select 1 from ${table} where ${table.id} = ${ids[kind] ?? -1})`;
  }
  const [row] = await t.db.select(selection).from(sql`(select 1) as one`);
  // PostgreSQL answers booleans, SQLite 0 or 1.
  const present = new Set(FIXTURES.map(([kind]) => kind).filter((kind) => Boolean(row![kind])));
  return { present, logoMissing: Boolean(row!.logoMissing) };
}

/**
 * Brings back whatever an accepted request removed or spoilt (a session, a group, a project, a talent, ...), for A and
 * for B (which some requests are sent as), so that later requests meet real ids.
 */
async function ensureFixtures() {
  for (const caller of Object.values(callers)) {
    const token = caller.cookie.slice(COOKIE_NAME.length + 1);
    if (!(await lookUpSession(t.db, t.config, token)).user) caller.cookie = await newSession(t, caller.userId);
  }
  const { a, b } = callers;
  const { present, logoMissing } = await presentFixtures();
  // A logo, so that removing it can succeed.
  if (logoMissing) await uploadLogo(a);
  if (!present.has('group')) {
    const group = call(a, 'POST', '/api/companies/partners', {
      name: `Partners ${++fixtureCounter}`,
      companyIds: [ids.companyB],
    });
    ids.group = (await succeeded(group, 'partner group')).id;
  }
  if (!present.has('filter')) {
    ids.filter = (
      await succeeded(call(a, 'POST', '/api/companies/filters', { name: 'Backend', skills: [10, 12] }), 'filter')
    ).id;
  }
  for (const [caller, project, position, talent] of [
    [a, 'project', 'position', 'talent'],
    [b, 'projectB', 'positionB', 'talentB'],
  ] as const) {
    if (!present.has(project)) ids[project] = await createProject(caller);
    if (!present.has(position)) ids[position] = await createPosition(caller, ids[project]);
    if (!present.has(talent)) ids[talent] = await createTalent(caller);
  }
  for (const [application, caller, other, position, talent] of [
    ['sentApplication', a, b, 'positionB', 'talent'],
    ['receivedApplication', b, a, 'position', 'talentB'],
  ] as const) {
    if (present.has(application)) continue;
    let res = await applyTo(caller, ids[position], ids[talent]);
    if (res.status !== 201) {
      // An accepted update may have closed the position, made its project private or the talent inactive: fresh ones.
      ids[position === 'position' ? 'project' : 'projectB'] = await createProject(other);
      ids[position] = await createPosition(other, ids[position === 'position' ? 'project' : 'projectB']);
      ids[talent] = await createTalent(caller);
      res = await applyTo(caller, ids[position], ids[talent]);
    }
    ids[application] = (await succeeded(res, application)).id;
  }
}

async function uploadLogo(caller: Caller) {
  const upload = multipartBody([['image', PNG_FILE]], WELL_FORMED);
  const headers = { Origin: t.config.publicUrl, Cookie: caller.cookie, 'Content-Type': upload.contentType };
  await succeeded(t.app.request('/api/companies/images/set', { method: 'POST', headers, body: upload.body }), 'logo');
}

async function setUpFixtures() {
  const admin = await signInAdmin(t);
  callers.admin = { userId: admin.user.id, cookie: admin.cookie };
  for (const name of ['a', 'b'] as const) {
    const { user, cookie } = await createSignedInUser(t);
    callers[name] = { userId: user.id, cookie };
  }
  ids.companyA = await createCompany(callers.a);
  ids.companyB = await createCompany(callers.b);
  for (const id of [ids.companyA, ids.companyB])
    await succeeded(call(callers.admin, 'POST', `/api/admin/approve/${id}`), 'approval');
  ids.projectB = await createProject(callers.b);
  ids.positionB = await createPosition(callers.b, ids.projectB);
  ids.talentB = await createTalent(callers.b);
  await ensureFixtures();
}

// ---------------------------------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------------------------------

let baseline = new Map<string, string>();
const statuses = new Map<number, number>();
let requestCount = 0;

/** The first `max` characters of a text `length` long (the text's own length unless only its head is given). */
const excerpt = (text: string, max = 400, length = text.length) => {
  const shown = JSON.stringify(length > max ? `${text.slice(0, max)}…` : text);
  return length > max ? `${shown} (${length} chars)` : shown;
};

async function send(route: Route, spec: RequestSpec) {
  const names = paramNames(route);
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) =>
    urlPiece(spec.params[names.indexOf(name)]),
  );
  const url = `${path}${queryText(spec.query)}`;
  const headers: Record<string, string> = {};
  if (spec.origin === 'same') headers.Origin = t.config.publicUrl;
  if (spec.origin === 'cross') headers.Origin = 'https://evil.example';
  if (spec.who === 'a' || spec.who === 'b' || spec.who === 'admin') headers.Cookie = callers[spec.who].cookie;
  if (spec.who === 'bogus') headers.Cookie = `${COOKIE_NAME}=not-a-session-token`;
  const { contentType, body } = encodedBody(spec.body);
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  // Spelled out only for a failure: a huge body would otherwise be copied and sliced for every request. The bytes'
  // first 401 are kept now (as many as `excerpt` shows), in case sending the body hands its buffer over.
  const bytesHead = body instanceof Uint8Array ? Buffer.from(body.subarray(0, 401)).toString('latin1') : undefined;
  const bytesLength = body instanceof Uint8Array ? body.length : 0;
  const describe = () => {
    const shownBody =
      body === undefined ? '(none)' : typeof body === 'string' ? excerpt(body) : excerpt(bytesHead!, 400, bytesLength);
    return (
      `${route.method} ${excerpt(url, 300)} as ${spec.who}, origin ${spec.origin}, ` +
      `content-type ${JSON.stringify(contentType)}, body ${shownBody}`
    );
  };
  // Each request from an address of its own (the socket peer the server reads), so that sign-in throttling, which
  // stays on, does not turn the later sign-ins into 429s before their bodies are read.
  const n = requestCount + 1;
  const env = {
    incoming: { socket: { remoteAddress: `2001:db8::${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}` } },
  };
  const response = await t.app.request(url, { method: route.method, headers, body }, env);
  return { response, describe };
}

/** Where a 500 came from: the message and the first frames of the logged stack. */
function crashOf(): string {
  const crash = logs.lines.find((line) => line.msg === 'Unhandled error');
  const stack = typeof crash?.error === 'string' ? crash.error.split('\n') : [];
  const frames = stack.slice(1).filter((frame) => !frame.includes('node_modules') && !frame.includes('node:'));
  return [stack[0] ?? '(nothing logged)', ...frames.slice(0, 3).map((frame) => frame.trim())].join(' | ');
}

async function checkRequest(route: Route, spec: RequestSpec) {
  logs.lines.length = 0;
  const { response, describe } = await send(route, spec);
  const status = response.status;
  const text = await response.text();
  requestCount += 1;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}: ${crashOf()}`);
  if (status >= 400 && status < 500) {
    let body: { status?: unknown; message?: unknown; path?: unknown } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      problems.push(`answered ${status} with a body that is not JSON`);
    }
    if (body) {
      if (!response.headers.get('content-type')?.startsWith('application/json'))
        problems.push(`answered ${status} without a JSON content type`);
      if (body.status !== status)
        problems.push(`error body status ${JSON.stringify(body.status)} is not the HTTP status ${status}`);
      if (
        !Array.isArray(body.message) ||
        body.message.length === 0 ||
        !body.message.every((message) => typeof message === 'string' && message !== '')
      ) {
        problems.push('error body has no non-empty `message` array of strings');
      }
      if (typeof body.path !== 'string') problems.push('error body has no `path`');
    }
  }
  if (status >= 400) {
    const after = await tableHashes();
    const changed = changedTables(baseline, after);
    // The next run (and fast-check's shrinking) compares with the state this request left.
    baseline = after;
    if (changed.length > 0) problems.push(`refused with ${status} but changed ${changed.join(', ')}`);
    if (status >= 500) await settle();
  } else {
    const current = await snapshot();
    const counts = controlTextCounts(current, changedTables(baseline, current.hashes));
    const stored = [...counts].filter(([key, count]) => count > (knownControlText.get(key) ?? 0)).map(([key]) => key);
    if (stored.length > 0)
      problems.push(`accepted (${status}) and stored control characters: ${stored.slice(0, 3).join('; ')}`);
    await settle();
  }
  if (Object.keys(Object.prototype).length > 0)
    problems.push(`polluted Object.prototype with ${Object.keys(Object.prototype).join(', ')}`);
  if (problems.length > 0) throw new Error(`${describe()}\n  ${problems.join('; ')}\n  answer: ${excerpt(text, 600)}`);
}

/** After an accepted request: mail delivered, fixtures back, a new baseline (taken even if the repair failed). */
async function settle() {
  try {
    await t.mailer.flush();
    await ensureFixtures();
    await t.mailer.flush();
    // Delivered mail is history no request reads; kept, it would be most of what every later checksum reads and hashes.
    await t.db.delete(mailOutbox).where(isNotNull(mailOutbox.sentAt));
  } finally {
    const current = await snapshot();
    baseline = current.hashes;
    knownControlText = controlTextCounts(current, baseline.keys());
  }
}

// ---------------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  await setUpFixtures();
  await settle();
});

afterAll(async () => {
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const seen = [...statuses]
    .sort(([one], [other]) => one - other)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `bad-input: ${routes.length} write routes, ${requestCount.toLocaleString('en')} requests, ${fiveHundreds} 5xx, statuses {${seen}} (seed ${SEED})`,
  );
  await t.close();
});

describe('bad input on every write route', () => {
  it('finds the write routes, and every template names one of them', () => {
    expect(routes.length).toBeGreaterThan(0);
    const known = new Set(routes.map((route) => route.key));
    expect(Object.keys(TEMPLATES).filter((key) => !known.has(key))).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.key}: never 5xx, refusals in the error shape and without changes`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route), (spec) => checkRequest(route, spec)),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }, 120_000);
  }
});
