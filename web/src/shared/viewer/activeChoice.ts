/**
 * The company a person chose, remembered on this device per e-mail (the spec's `activeId`, "restored by matching the
 * user's email"), so that after logging out and in again they act for the same company. Storage may be unavailable
 * (private mode, disabled): then nothing is remembered and the first activated membership is used.
 */
const KEY = 'activeId';

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The membership id last chosen by the person with this e-mail on this device. */
export function rememberedChoice(email: string): string | null {
  const id = read()[email.trim().toLowerCase()];
  return typeof id === 'string' ? id : null;
}

/** Remembers the membership the person with this e-mail acts in. */
export function rememberChoice(email: string, membershipId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [email.trim().toLowerCase()]: membershipId }));
  } catch {
    // Storage full or unavailable: the choice lasts for this session only.
  }
}
