/**
 * The file-jobs worker thread (piscina): the CPU-heavy part of every generated or processed file, off the thread
 * that answers requests. It gets plain data (rows the main thread read from the database, paths) and writes files;
 * it never touches the database. Bundled by `pnpm build` as `dist/file-worker.js`.
 */
import { writeExportFiles, type ExportRecord } from '../domain/database-export.js';
import { writeIssueWorkbook, type IssueFileRow } from '../domain/issues.js';
import { verifyUpload, type VerifyOutcome, type VerifyTask } from '../domain/verification/verify-upload.js';

export type FileJob =
  | { kind: 'verify'; task: VerifyTask }
  | { kind: 'issueFile'; file: string; rows: IssueFileRow[] }
  | { kind: 'databaseExport'; dir: string; zipName: string; rows: ExportRecord[] };

export interface FileJobResults {
  verify: VerifyOutcome;
  issueFile: void;
  databaseExport: string[];
}

export default async function run(job: FileJob): Promise<FileJobResults[FileJob['kind']]> {
  switch (job.kind) {
    case 'verify':
      return verifyUpload(job.task);
    case 'issueFile':
      return writeIssueWorkbook(job.file, job.rows);
    case 'databaseExport':
      return writeExportFiles(job.dir, job.zipName, job.rows);
  }
}
