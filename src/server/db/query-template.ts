import { type CompiledQuery, type Compilable, createQueryId } from 'kysely';
import type { Db } from './database';

/**
 * A hot query built and compiled once per database and shape of its arguments, then run with new
 * values. Kysely builds and compiles every query anew (visitors, frozen nodes, parsers): a sixth of
 * the server's CPU time in the bench's shopping scenario, for the same few SQL texts.
 *
 * `build` receives stand-ins: every leaf value of `args` (string, number, boolean, Date …) is
 * replaced by a marker string; null and undefined stay as they are (Kysely treats them apart, e.g.
 * `set` drops an undefined column). After compiling, each marker must be a whole parameter of the
 * query and nowhere in its SQL text, else building throws (a value that `build` transforms or
 * inlines cannot be replaced later). Running puts the real values where the markers are.
 *
 * The shape of `args` (keys, array lengths, which leaves are null or undefined) selects the compiled
 * form, so `set({ [field]: value })` or an `in` list of n values get one each. The cache is per
 * database handle (its dialect adapter): SQLite and PostgreSQL compile their own SQL. A handle with
 * plugins (`withPlugin`) builds the query as usual, since a plugin may change what is compiled.
 */
export class QueryTemplate<A extends Record<string, unknown>, R> {
  private readonly cache = new WeakMap<object, Map<string, Prepared<R>>>();

  constructor(private readonly build: (db: Db, args: A) => Compilable<R>) {}

  /** The compiled query for these values (exported for the template's own tests). */
  compile(db: Db, args: A): CompiledQuery<R> {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return this.build(db, args).compile();
    let byShape = this.cache.get(executor.adapter);
    if (!byShape) {
      byShape = new Map();
      this.cache.set(executor.adapter, byShape);
    }
    const values: unknown[] = [];
    const shape = shapeOf(args, values);
    let prepared = byShape.get(shape);
    if (!prepared) {
      prepared = prepare(this.build, db, args);
      byShape.set(shape, prepared);
    }
    const parameters = prepared.slots.map((slot) =>
      typeof slot === 'number' ? values[slot] : slot.constant,
    );
    return { sql: prepared.sql, query: prepared.query, parameters, queryId: createQueryId() };
  }

  async execute(db: Db, args: A): Promise<R[]> {
    return (await db.executeQuery(this.compile(db, args))).rows;
  }

  async executeTakeFirst(db: Db, args: A): Promise<R | undefined> {
    return (await this.execute(db, args))[0];
  }
}

interface Prepared<R> {
  sql: string;
  query: CompiledQuery<R>['query'];
  /** Per parameter: the index of the argument value it takes, or a constant of the query itself. */
  slots: (number | { constant: unknown })[];
}

const MARKER = '\u0000query-template-value-';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The shape key of `value` (keys, array lengths, null/undefined leaves); pushes the other leaves to
 * `values` in a fixed order.
 */
function shapeOf(value: unknown, values: unknown[]): string {
  if (value === null) return 'n';
  if (value === undefined) return 'u';
  if (Array.isArray(value)) return `[${value.map((v) => shapeOf(v, values)).join(',')}]`;
  if (isPlainObject(value)) {
    const parts: string[] = [];
    for (const key of Object.keys(value)) parts.push(`${key}:${shapeOf(value[key], values)}`);
    return `{${parts.join(',')}}`;
  }
  values.push(value);
  return 'v';
}

/** `value` with every leaf that shapeOf counts replaced by its marker (`next` numbers them). */
function withMarkers(value: unknown, next: { n: number }): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => withMarkers(v, next));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = withMarkers(value[key], next);
    return out;
  }
  return `${MARKER}${next.n++}`;
}

function prepare<A, R>(build: (db: Db, args: A) => Compilable<R>, db: Db, args: A): Prepared<R> {
  const next = { n: 0 };
  const compiled = build(db, withMarkers(args, next) as A).compile();
  if (compiled.sql.includes(MARKER))
    throw new Error(`QueryTemplate: a value was written into the SQL text: ${compiled.sql}`);
  const seen = new Set<number>();
  const slots = compiled.parameters.map((p) => {
    if (typeof p === 'string' && p.startsWith(MARKER)) {
      const index = Number(p.slice(MARKER.length));
      if (!Number.isInteger(index) || index >= next.n)
        throw new Error(`QueryTemplate: a value was changed while building: ${compiled.sql}`);
      seen.add(index);
      return index;
    }
    if (typeof p === 'string' && p.includes(MARKER))
      throw new Error(`QueryTemplate: a value was changed while building: ${compiled.sql}`);
    return { constant: p };
  });
  if (seen.size !== next.n)
    throw new Error(`QueryTemplate: a value is not a parameter of the query: ${compiled.sql}`);
  return { sql: compiled.sql, query: compiled.query, slots };
}
