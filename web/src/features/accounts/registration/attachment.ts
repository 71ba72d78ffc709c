import { REGISTRATION_ATTACHMENT, accountMessages } from 'schema/validation';
import { uploadForm } from '../../../shared/files/upload';

const KINDS = /\.(pdf|jpe?g|png)$/i;

/** The form's own check of the chosen file (the gateway checks the bytes again). Null when it may be sent. */
export function attachmentProblem(file: File): string | null {
  if (!KINDS.test(file.name)) return accountMessages.attachmentBadFormat;
  if (file.size > REGISTRATION_ATTACHMENT.maxBytes) return accountMessages.attachmentTooLarge;
  return null;
}

/**
 * Sends the authorisation attachment of a just-registered membership to the gateway's file route (through the
 * shared upload, which reads a refusal as its problem). Answers the problem's message, or null when it was attached.
 */
export async function sendAttachment(membershipId: string, file: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', file, file.name);
  const upload = uploadForm(`/files/registration/${encodeURIComponent(membershipId)}`, body, () => undefined, accountMessages.attachmentFailed);
  const outcome = await upload.outcome;
  if (outcome.kind === 'done') return null;
  return outcome.kind === 'refused' ? outcome.problem.message : accountMessages.attachmentFailed;
}
