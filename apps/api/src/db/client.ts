import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Queries name each module's own tables (its `*.table.ts`), never drizzle's relational API (`db.query`), so the
 * client is opened without a schema and the database layer imports no module.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction handle has the same query API as the database. */
export type Executor = Transaction | Database;
/** Runs work in one transaction: every statement commits together or none does. Services get this, not the database. */
export type Transact = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** The rows of a hand-written statement: node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed drizzle-kit migrations, found from here in the source tree and in the built bundle alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The drizzle migrations folder was not found');
    dir = parent;
  }
}

/** The contrib extensions the migrations create (site search's trigram matching); every PGlite loads them. */
const extensions = { pg_trgm };

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data directory as a tarball, to start other in-memory instances from (test template). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * The embedded database. PGlite runs in this process, one query at a time, so the data
 * directory is locked against a second server and closed cleanly on shutdown.
 * With no directory it lives in memory (tests), optionally started from a dumped data directory,
 * which skips initdb.
 */
/** Called with each statement and its parameters: the benchmark counts queries per request and copies the lists' SQL. */
export type QueryHook = (query: string, params: unknown[]) => void;

const queryLogger = (onQuery?: QueryHook) => (onQuery ? { logger: { logQuery: onQuery } } : {});

export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; onQuery?: QueryHook } = {},
): Promise<PgliteHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    try {
      // loadDataDir: a restore (scripts/restore.ts) fills an empty directory from a dump.
      client = await PGlite.create(path.join(dataDir, 'pgdata'), {
        extensions,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  }
  const db = drizzlePglite(client, queryLogger(options.onQuery)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) {
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
      }
      releaseLock();
    },
  };
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 4_242_012;

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503: long enough
 * for a busy pool to free one, short enough that a request never hangs on a database that is down.
 */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * The longest any one statement runs before PostgreSQL cancels it (57014, answered 503): far above any statement the
 * app makes, so it only cuts a database stuck on locks or I/O. Migrations lift it (they may build large indexes).
 */
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Clients whose connection failed, with the error: node-postgres emits it once on the client, and pg-pool listens only
 * while the client is idle or running pool.query. Recorded by a listener every client keeps from its connection on, so
 * an error with nobody else listening never becomes an uncaught exception (which close-with-grace turns into a stop).
 */
const lostClients = new WeakMap<pg.ClientBase, Error>();

/**
 * A checked-out client made safe against its connection dying while it is out (a restart, pg_terminate_backend,
 * a dropped socket). drizzle's transaction releases its client only once BEGIN has succeeded: a connection lost under
 * BEGIN would keep its pool slot for good, and ten of those leave the pool empty. So the client goes back to the pool
 * (as broken, to be replaced) the moment its connection fails, and a later release by its user does nothing. A client
 * lost between the pool handing it out and this wrapping (a FATAL in the same packet as the connection's
 * ReadyForQuery) is released at once and its error thrown, as a failed connect would be.
 */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const failure = lostClients.get(client);
  if (failure) {
    release(failure);
    throw failure;
  }
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(error);
  };
  const onLost = (error: Error) => releaseOnce(error);
  client.on('error', onLost);
  client.release = releaseOnce;
  return client;
}

export async function openPostgres(
  url: string,
  poolSize = 10,
  onIdleClientError: (error: Error) => void = () => {},
  onQuery?: QueryHook,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // A server that vanished without closing the socket (a host gone, a firewall's dropped state) is found by TCP.
    keepAlive: true,
  });
  // A connection that drops while idle (a server restart, an admin's terminate) is reported here;
  // the pool replaces it. Without a listener node-postgres would throw and stop the process.
  pool.on('error', onIdleClientError);
  pool.on('connect', (client) => client.on('error', (error) => lostClients.set(client, error)));
  // pool.query (drizzle's single statements) guards its own client; pool.connect() (transactions, migrations) does not.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) =>
    callback === undefined
      ? (connect() as Promise<pg.PoolClient>).then(releasedWhenLost)
      : connect(callback)) as typeof pool.connect;
  const db = drizzlePostgres(pool, queryLogger(onQuery)) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Instances that start together take turns: the first applies what is pending, the others then find nothing to
      // do. Without the lock two of them ran the same migration and one stopped on its 'already exists' error.
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations, and building an index, may take longer than a request's limit.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres(client) as never, { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        // Closed rather than pooled: no request inherits its lifted statement timeout.
        client.release(true);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleClientError?: (error: Error) => void;
  onQuery?: QueryHook;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, options.onIdleClientError, options.onQuery)
    : openPglite(options.dataDir, { onQuery: options.onQuery });
}
