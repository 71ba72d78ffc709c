import type { Request } from 'express';
import busboy from 'busboy';
import { messages } from 'schema/validation';
import type { StreamedBody } from '../legacy/http';
import { safeFileName } from '../fileNames';
import { fileProblem, type Reply } from './replies';
import { FILE_KINDS, HEAD_BYTES, kindOfName, type FileKind } from './signatures';

/** What one upload route accepts. */
export interface UploadRule {
  /** Multipart names of the file parts the API takes (e.g. `file`); a file under any other name is refused. */
  fileFields: readonly string[];
  /** Multipart names of the text parts the API takes (e.g. `description`); they must come before the files. */
  textFields: readonly string[];
  /** Text parts per request (a name may repeat, as `images[]` does); default one per name. */
  maxTextParts?: number;
  /** Largest text part, bytes; default 64 KB. It may all arrive before the first file. */
  maxTextBytes?: number;
  /** Files per request; default 1. */
  maxFiles?: number;
  /** Largest file, bytes: a bigger one is refused as it streams. */
  maxBytes: number;
  kinds: readonly FileKind[];
  /** The form's own words for a file too large or of the wrong kind (the spec's, where it has them). */
  messages: { tooLarge: string; badFormat: string };
  /** Judges the whole request once every part has arrived, before the API receives its last byte: a refusal leaves the API with nothing. */
  judge?(parts: { fields: Readonly<Record<string, string>>; files: number }): Reply | null;
}

/** How fast a body must move: in every `idleTimeoutMs` at least one byte and `minBytesPerSecond` on average. */
export interface UploadPace {
  idleTimeoutMs: number;
  minBytesPerSecond: number;
}

/** The first file of an upload, known once its part header has arrived. */
export interface FirstFile {
  field: string;
  /** The browser's name for it, without any folder part. */
  name: string;
  /** The text parts that came before it (the last of a repeated name). */
  fields: Record<string, string>;
}

/** The browser is paused once this much of its body waits for the API. */
const HOLD_BYTES = 256 * 1024;
const TEXT_FIELD_BYTES = 64 * 1024;

/**
 * A browser's multipart upload as it arrives, checked part by part with busboy and passed on byte for byte (so the
 * API gets the browser's own `Content-Length`). The newest chunk is always held back until the next one arrives,
 * and the last until every part has been judged: a refused upload (too large, wrong kind, a part the route does
 * not take) never reaches the API whole, and the API keeps nothing of a cut request. At most `HOLD_BYTES` plus a
 * chunk is held; the browser waits (TCP backpressure) while the API is slower.
 *
 * A body that stops moving, or moves slower than its `pace`, is refused (and the API's request cut): a window in
 * which the gateway itself held the browser back does not count against it.
 */
export class IncomingUpload {
  /** Set once, by the first thing that refuses the upload. */
  refusal: Reply | null = null;
  /** The browser went away before sending everything. */
  clientGone = false;
  /** The API received the last byte. */
  delivered = false;

  private readonly controller = new AbortController();
  private readonly parser: busboy.Busboy;
  private readonly parsed: Promise<void>;
  private readonly chunks: Buffer[] = [];
  private queued = 0;
  private ended = false;
  private closed = false;
  private parserBlocked = false;
  private files = 0;
  private readonly fields: Record<string, string> = {};
  private first: FirstFile | null = null;
  private wake: (() => void) | null = null;
  private readonly paceTimer: NodeJS.Timeout;
  /** What may wait for the API before the first file's header, when the text parts before it are all that arrived. */
  private readonly holdBeforeFile: number;
  /** Bytes received in the current pace window, and whether the gateway paused the browser during it. */
  private window = { bytes: 0, heldBack: false };

  constructor(
    private readonly req: Request,
    private readonly rule: UploadRule,
    private readonly pace: UploadPace,
  ) {
    this.paceTimer = setInterval(() => this.checkPace(), pace.idleTimeoutMs).unref();
    const maxFiles = rule.maxFiles ?? 1;
    const fieldSize = rule.maxTextBytes ?? TEXT_FIELD_BYTES;
    const fields = rule.maxTextParts ?? rule.textFields.length;
    this.holdBeforeFile = HOLD_BYTES + (rule.maxTextBytes ? fieldSize + fields * 1024 : 0);
    this.parser = busboy({
      headers: req.headers,
      // Browsers send file names as raw UTF-8 (Polish letters), not latin1.
      defParamCharset: 'utf8',
      limits: { files: maxFiles, fields, fieldSize, headerPairs: 20 },
    });
    this.parsed = new Promise((resolve) => {
      this.parser.once('close', resolve);
      this.parser.once('error', () => {
        this.refuse(fileProblem.invalid(this.rule.fileFields[0] ?? 'file', messages.invalidData));
        resolve();
      });
    });
    this.parser.on('file', (field, stream, info) => this.onFile(field, stream, info.filename));
    this.parser.on('field', (name, value, info) => {
      if (!rule.textFields.includes(name) || info.valueTruncated) this.refuse(fileProblem.invalid(name, messages.invalidData));
      else if (this.files > 0) this.refuse(fileProblem.invalid(name, 'Pola tekstowe muszą poprzedzać plik.'));
      else this.fields[name] = value;
    });
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) {
      this.parser.on(limit, () => this.refuse(fileProblem.invalid(rule.fileFields[0] ?? 'file', messages.invalidData)));
    }

    req.on('data', (chunk: Buffer) => this.onData(chunk));
    req.once('end', () => {
      this.ended = true;
      clearInterval(this.paceTimer);
      if (!this.closed) this.parser.end();
      this.notify();
    });
    req.once('close', () => {
      if (this.ended) return;
      this.clientGone = true;
      this.controller.abort(new Error('the browser cut the upload'));
      this.notify();
    });
  }

  /** Reads until the first file's header has arrived; null when the upload was refused or the browser left. */
  async firstFile(): Promise<FirstFile | null> {
    while (!this.first && !this.refusal && !this.clientGone) {
      if (this.ended) {
        await this.parsed;
        if (!this.first && !this.refusal) this.refuse(fileProblem.invalid(this.rule.fileFields[0] ?? 'file', messages.required));
        break;
      }
      if (this.queued > this.hold()) this.refuse(fileProblem.invalid(this.rule.fileFields[0] ?? 'file', messages.invalidData));
      else await this.next();
    }
    return this.refusal || this.clientGone ? null : this.first;
  }

  /** The body for the API, to be read once. */
  body(): StreamedBody {
    const length = Number(this.req.headers['content-length']);
    return {
      contentType: String(this.req.headers['content-type']),
      contentLength: Number.isSafeInteger(length) ? length : null,
      chunks: this.forward(),
      signal: this.controller.signal,
    };
  }

  /** Stops everything: the API's request is cut (unless it got the last byte) and the rest of the browser's body is read and dropped. */
  close(): void {
    this.closed = true;
    clearInterval(this.paceTimer);
    if (!this.delivered) this.controller.abort(new Error('upload not forwarded'));
    this.chunks.length = 0;
    this.queued = 0;
    this.req.resume();
  }

  private async *forward(): AsyncGenerator<Uint8Array> {
    for (;;) {
      this.assertGoing();
      if (this.chunks.length > 1) {
        yield this.take();
        continue;
      }
      if (this.ended) break;
      await this.next();
    }
    await this.parsed;
    const judged = this.refusal || this.clientGone ? null : this.rule.judge?.({ fields: this.fields, files: this.files });
    if (judged) this.refuse(judged);
    this.assertGoing();
    const last = this.chunks.length ? this.take() : null;
    this.delivered = true;
    if (last) yield last;
  }

  private take(): Buffer {
    const chunk = this.chunks.shift()!;
    this.queued -= chunk.length;
    this.resumeIfRoom();
    return chunk;
  }

  private assertGoing(): void {
    if (this.refusal) throw new Error('upload refused');
    if (this.clientGone) throw new Error('the browser cut the upload');
  }

  private onData(chunk: Buffer): void {
    if (this.closed) return;
    this.window.bytes += chunk.length;
    this.chunks.push(chunk);
    this.queued += chunk.length;
    if (!this.parser.write(chunk)) {
      this.parserBlocked = true;
      this.parser.once('drain', () => {
        this.parserBlocked = false;
        this.resumeIfRoom();
      });
    }
    if (this.parserBlocked || this.queued > this.hold()) {
      this.req.pause();
      this.window.heldBack = true;
    }
    this.notify();
  }

  private checkPace(): void {
    const { bytes, heldBack } = this.window;
    this.window = { bytes: 0, heldBack: this.req.isPaused() };
    if (heldBack || this.ended || this.closed) return;
    const { idleTimeoutMs, minBytesPerSecond } = this.pace;
    if (bytes === 0 || bytes < (minBytesPerSecond * idleTimeoutMs) / 1000) this.refuse(fileProblem.tooSlow(this.rule.fileFields[0] ?? 'file'));
  }

  private resumeIfRoom(): void {
    if (!this.parserBlocked && this.queued <= this.hold()) this.req.resume();
  }

  private hold(): number {
    return this.first ? HOLD_BYTES : this.holdBeforeFile;
  }

  private onFile(field: string, stream: NodeJS.ReadableStream, filename: string | undefined): void {
    this.files += 1;
    const name = safeFileName(filename ?? '');
    const { rule } = this;
    const kind = kindOfName(name, rule.kinds);
    if (!rule.fileFields.includes(field)) this.refuse(fileProblem.invalid(field, messages.invalidData));
    else if (!kind) this.refuse(fileProblem.badFormat(field, rule.messages.badFormat));
    if (this.refusal || !kind) {
      stream.resume();
      return;
    }
    this.first ??= { field, name, fields: { ...this.fields } };
    const { text, head: fits } = FILE_KINDS[kind];
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    const judgeHead = () => {
      if (head && !fits(head)) this.refuse(fileProblem.badFormat(field, rule.messages.badFormat));
      head = null;
    };
    stream.on('data', (data: Buffer) => {
      size += data.length;
      if (size > rule.maxBytes) this.refuse(fileProblem.tooLarge(field, rule.messages.tooLarge, rule.maxBytes));
      else if (text && data.includes(0)) this.refuse(fileProblem.badFormat(field, rule.messages.badFormat));
      if (head) {
        head = Buffer.concat([head, data.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) judgeHead();
      }
    });
    stream.on('end', judgeHead);
  }

  private refuse(reply: Reply): void {
    if (this.refusal) return;
    this.refusal = reply;
    this.close();
    this.notify();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
