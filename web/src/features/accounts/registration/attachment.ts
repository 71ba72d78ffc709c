import { REGISTRATION_ATTACHMENT, accountMessages } from 'schema/validation';

const KINDS = /\.(pdf|jpe?g|png)$/i;

/** The form's own check of the chosen file (the gateway checks the bytes again). Null when it may be sent. */
export function attachmentProblem(file: File): string | null {
  if (!KINDS.test(file.name)) return accountMessages.attachmentBadFormat;
  if (file.size > REGISTRATION_ATTACHMENT.maxBytes) return accountMessages.attachmentTooLarge;
  return null;
}

/**
 * Sends the authorisation attachment of a just-registered membership to the gateway's file route. Answers the
 * problem's message, or null when it was attached.
 */
export async function sendAttachment(membershipId: string, file: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await fetch(`/files/registration/${encodeURIComponent(membershipId)}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: string; errors?: { message: string }[] } | null;
    return answer?.message ?? answer?.errors?.[0]?.message ?? accountMessages.attachmentFailed;
  } catch {
    return accountMessages.attachmentFailed;
  }
}
