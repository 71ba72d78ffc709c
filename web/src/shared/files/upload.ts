import { fileProblemOf, type FileProblem } from './fileProblem';

export type UploadOutcome<T> =
  | { kind: 'done'; body: T }
  | { kind: 'refused'; problem: FileProblem }
  /** The connection broke (network, server gone): nothing was kept. */
  | { kind: 'connectionLost' }
  | { kind: 'cancelled' };

export interface Upload<T> {
  outcome: Promise<UploadOutcome<T>>;
  cancel(): void;
}

/**
 * Sends a form to a gateway upload route (`POST /files/…`) with `XMLHttpRequest`, which reports the bytes sent as
 * they go (fetch cannot) and can be cancelled. Text parts must come before the file in `form` (decision 011).
 * `fallback` is the message for an unexpected failure.
 */
export function uploadForm<T>(url: string, form: FormData, onProgress: (sent: number, total: number) => void, fallback?: string): Upload<T> {
  const xhr = new XMLHttpRequest();
  const outcome = new Promise<UploadOutcome<T>>((resolve) => {
    xhr.open('POST', url);
    // A cross-site page cannot add this header without a preflight the gateway never allows (CSRF defence).
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ kind: 'done', body: xhr.response as T });
      else resolve({ kind: 'refused', problem: fileProblemOf(xhr.response, fallback) });
    };
    xhr.onerror = () => resolve({ kind: 'connectionLost' });
    xhr.ontimeout = () => resolve({ kind: 'connectionLost' });
    xhr.onabort = () => resolve({ kind: 'cancelled' });
    xhr.send(form);
  });
  return { outcome, cancel: () => xhr.abort() };
}
