/**
 * Characters a file name never shows or carries: control characters (`\p{Cc}`) and invisible format characters
 * (`\p{Cf}`: the bidirectional overrides and isolates that make `faktura\u202Evsc.exe` read as `fakturaexe.csv`,
 * zero-width characters, the BOM).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** What Windows forbids in a name. */
const RESERVED = /[<>:"|?*]/g;

/**
 * A file name as people see and save it: the last path segment, invisible characters removed, reserved ones as `_`,
 * no leading or trailing dots or spaces, at most 200 characters (the end, which has the extension).
 */
export function safeFileName(name: string): string {
  return name
    .split(/[/\\]/)
    .pop()!
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(-200);
}
