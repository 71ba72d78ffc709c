import { onTestFinished, vi } from 'vitest';

/**
 * The network edge of the gateway's `/files` routes (downloads through `shared/files/download`, uploads with
 * `fetch`): `fetch` answers with `answer(url, init)`, and the files the page hands to the browser are recorded by
 * name (jsdom has neither downloads nor object URLs). Undone when the test ends.
 */
export function stubFileRoutes(answer: (url: string, init?: RequestInit) => Response) {
  const requested: { url: string; method: string; body?: BodyInit | null }[] = [];
  const saved: string[] = [];
  let objects = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requested.push({ url, method: init?.method ?? 'GET', body: init?.body });
      return answer(url, init);
    }),
  );
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => `blob:http://localhost/${++objects}`;
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { requested, saved };
}

/** A file as a download route answers it, named by its `Content-Disposition`. */
export const fileAnswer = (name: string, body = 'PK') => new Response(body, { headers: { 'content-disposition': `attachment; filename="${name}"` } });

/** A JSON answer of a `/files` route: a success body, or a refusal (a problem member). */
export const jsonAnswer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
