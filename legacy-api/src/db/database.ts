import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import initSqlJs, { type BindParams, type Database, type SqlJsStatic, type SqlValue } from 'sql.js';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.js';

let sqlPromise: Promise<SqlJsStatic> | undefined;
/** sql.js loads its wasm once per process. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  sqlPromise ??= initSqlJs();
  return sqlPromise;
}

export type Row = Record<string, SqlValue>;

export interface OpenOptions {
  dataDir: string;
  /** Fills a fresh database. */
  seed: (db: Db) => void;
  /** Ignore a stored file and seed again. */
  reseed?: boolean;
  persistDelayMs?: number;
}

/**
 * The embedded database: sql.js in memory, loaded from `<dataDir>/legacy.sqlite` when present, written back
 * (debounced, atomically through a temp file + rename) after every write and on shutdown.
 * Statements are prepared per call: sql.js frees every prepared statement on export().
 */
export class Db {
  private timer: NodeJS.Timeout | undefined;
  private dirty = false;
  private closed = false;

  private constructor(
    private sql: SqlJsStatic,
    private handle: Database,
    readonly file: string,
    private readonly seedFn: (db: Db) => void,
    private readonly persistDelayMs: number,
  ) {}

  static async open(options: OpenOptions): Promise<{ db: Db; seeded: boolean }> {
    const SQL = await loadSqlJs();
    mkdirSync(options.dataDir, { recursive: true });
    const file = path.join(options.dataDir, 'legacy.sqlite');
    const persistDelayMs = options.persistDelayMs ?? 100;
    if (!options.reseed && existsSync(file)) {
      const handle = new SQL.Database(readFileSync(file));
      const db = new Db(SQL, handle, file, options.seed, persistDelayMs);
      if (db.schemaVersion() === SCHEMA_VERSION) return { db, seeded: false };
      handle.close();
    }
    const db = new Db(SQL, new SQL.Database(), file, options.seed, persistDelayMs);
    db.fill();
    db.flush();
    return { db, seeded: true };
  }

  private schemaVersion(): number | null {
    try {
      const row = this.get<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'");
      return row ? Number(row.value) : null;
    } catch {
      return null;
    }
  }

  private fill(): void {
    this.handle.exec(SCHEMA_SQL);
    this.transaction(() => {
      this.seedFn(this);
      this.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", [String(SCHEMA_VERSION)]);
      this.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?)", [new Date().toISOString()]);
    });
  }

  /** Replaces the whole content with a fresh seed (dev endpoint, `pnpm seed`). */
  reseed(): void {
    this.handle.close();
    this.handle = new this.sql.Database();
    this.fill();
    this.flush();
  }

  all<T = Row>(sql: string, params: BindParams = []): T[] {
    const stmt = this.handle.prepare(sql);
    try {
      stmt.bind(params);
      const rows: T[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject() as T);
      return rows;
    } finally {
      stmt.free();
    }
  }

  get<T = Row>(sql: string, params: BindParams = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  /** Runs a write and schedules persistence. Returns the number of changed rows. */
  run(sql: string, params: BindParams = []): number {
    this.handle.run(sql, params);
    this.markDirty();
    return this.handle.getRowsModified();
  }

  /** Many rows through one prepared statement (seed). */
  insertMany(sql: string, rows: BindParams[]): void {
    const stmt = this.handle.prepare(sql);
    try {
      for (const row of rows) stmt.run(row);
    } finally {
      stmt.free();
    }
    this.markDirty();
  }

  lastInsertId(): number {
    const row = this.get<{ id: number }>('SELECT last_insert_rowid() AS id');
    return Number(row?.id);
  }

  transaction<T>(fn: () => T): T {
    this.handle.exec('BEGIN');
    try {
      const result = fn();
      this.handle.exec('COMMIT');
      return result;
    } catch (err) {
      this.handle.exec('ROLLBACK');
      throw err;
    }
  }

  private markDirty(): void {
    this.dirty = true;
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.flush();
      } catch (err) {
        console.error('legacy-api: could not persist the database', err);
      }
    }, this.persistDelayMs);
    this.timer.unref();
  }

  /** Writes the database file now (temp file + rename, so a crash never leaves half a file). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const data = this.handle.export();
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, this.file);
    this.dirty = false;
  }

  /** Flushes pending writes and closes the handle. */
  close(): void {
    if (this.closed) return;
    if (this.dirty) this.flush();
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.handle.close();
  }
}
