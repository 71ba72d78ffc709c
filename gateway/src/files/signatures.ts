/**
 * The kinds of file the gateway's upload routes accept, each by its extensions and by its first bytes, so a file
 * renamed to an accepted extension is refused before the API keeps it. A short table rather than a detection
 * library: the question is never "what is this?" but "does it start as its extension says?".
 */
export type FileKind = 'csv' | 'xls' | 'xlsx' | 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

interface KindRule {
  extensions: readonly string[];
  /** Text formats: no NUL byte anywhere in the file (checked as it streams). */
  text: boolean;
  /** Whether the file's first bytes (up to `HEAD_BYTES`, or the whole file when shorter) fit the kind. */
  head: (head: Uint8Array) => boolean;
}

/** How much of a file's start is looked at. */
export const HEAD_BYTES = 1024;

const startsWith = (head: Uint8Array, ...signature: (number | null)[]) =>
  head.length >= signature.length && signature.every((byte, i) => byte === null || head[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const noNul = (head: Uint8Array) => !head.includes(0);

/** ZIP: local file header, or the end record of an empty archive (xlsx is a ZIP of XML parts). */
const zip = (head: Uint8Array) => startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06);
/** OLE2 compound file (the binary Excel .xls). */
const ole2 = (head: Uint8Array) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** An SVG document: text whose first element is `<svg`, after an optional BOM, XML declaration, comments, doctype. */
function svg(head: Uint8Array): boolean {
  if (!noNul(head)) return false;
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '');
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i.exec(text)?.[0] ?? '';
  return /^<svg[\s>/]/i.test(text.slice(prolog.length));
}

export const FILE_KINDS: Record<FileKind, KindRule> = {
  csv: { extensions: ['.csv'], text: true, head: noNul },
  xls: { extensions: ['.xls'], text: false, head: ole2 },
  xlsx: { extensions: ['.xlsx'], text: false, head: zip },
  pdf: { extensions: ['.pdf'], text: false, head: (h) => startsWith(h, ...ascii('%PDF-')) },
  png: { extensions: ['.png'], text: false, head: (h) => startsWith(h, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  jpeg: { extensions: ['.jpg', '.jpeg'], text: false, head: (h) => startsWith(h, 0xff, 0xd8, 0xff) },
  gif: { extensions: ['.gif'], text: false, head: (h) => startsWith(h, ...ascii('GIF87a')) || startsWith(h, ...ascii('GIF89a')) },
  webp: { extensions: ['.webp'], text: false, head: (h) => startsWith(h, ...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')) },
  svg: { extensions: ['.svg'], text: true, head: svg },
};

/** The kind among `kinds` that a file name's extension names, or null. */
export function kindOfName(name: string, kinds: readonly FileKind[]): FileKind | null {
  const lower = name.toLowerCase();
  return kinds.find((kind) => FILE_KINDS[kind].extensions.some((ext) => lower.endsWith(ext))) ?? null;
}
