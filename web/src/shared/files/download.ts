import { fileProblemOf, type FileProblem } from './fileProblem';

/** The name in a `Content-Disposition` header: RFC 5987 `filename*` first, else `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  return /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header)?.slice(1).find(Boolean) ?? null;
}

/**
 * Downloads from a gateway download route (`GET /files/…`) and hands the file to the browser under the name the
 * server chose; a refusal ('Link wygasł', an expired session …) comes back as its problem instead of a broken file.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<{ ok: true } | { ok: false; problem: FileProblem }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { ok: false, problem: fileProblemOf(null) };
  }
  if (!response.ok) return { ok: false, problem: fileProblemOf(await response.json().catch(() => null)) };
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL is then only memory.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return { ok: true };
}
