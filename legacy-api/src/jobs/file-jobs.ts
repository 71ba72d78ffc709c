import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ExportRecord } from '../domain/database-export.js';
import type { IssueFileRow } from '../domain/issues.js';
import type { VerifyOutcome, VerifyTask } from '../domain/verification/verify-upload.js';
import type { FileJob } from './file-worker.js';

/**
 * Where the worker is: beside this module when it runs as TypeScript (tsx, vitest; the worker then loads tsx too), or
 * `file-worker.js` beside the bundle's `main.js` after `pnpm build` (this module is inlined into main.js).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const compiled = import.meta.url.endsWith('.js');
  return {
    filename: new URL(compiled ? './file-worker.js' : './file-worker.ts', import.meta.url).href,
    execArgv: compiled ? [] : ['--import', 'tsx'],
  };
}

/** Thrown when a job's worker ran out of its memory cap: the file is too large to be processed. */
export class FileTooLargeError extends Error {
  constructor() {
    super('the file job ran out of memory');
    this.name = 'FileTooLargeError';
  }
}

/**
 * The pool of file-job threads: verification of uploads, issue files, database exports. At most one thread per core
 * but one (the request thread keeps a core), none while idle; each thread's heap is capped at `memoryMb`, so a file
 * too large for memory ends that job, never the server.
 */
export class FileJobs {
  private readonly pool: Piscina;

  constructor(memoryMb: number) {
    this.pool = new Piscina({
      ...workerEntry(),
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
  }

  private async run<T>(job: FileJob): Promise<T> {
    try {
      return (await this.pool.run(job)) as T;
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new FileTooLargeError();
      throw err;
    }
  }

  verify(task: VerifyTask): Promise<VerifyOutcome> {
    return this.run({ kind: 'verify', task });
  }

  issueFile(file: string, rows: IssueFileRow[]): Promise<void> {
    return this.run({ kind: 'issueFile', file, rows });
  }

  databaseExport(dir: string, zipName: string, rows: ExportRecord[]): Promise<string[]> {
    return this.run({ kind: 'databaseExport', dir, zipName, rows });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
