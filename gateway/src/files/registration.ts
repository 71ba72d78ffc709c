import { REGISTRATION_ATTACHMENT, accountMessages } from 'schema/validation';
import { OPEN } from '../access/access';
import { refuseCommon } from '../contract/refusal';
import { problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';
import { reply } from './replies';
import { uploadRoute } from './routes';

const notAllowed = () => reply(403, problem('AttachmentNotAllowed'));

/**
 * `POST /files/registration/:membershipId`: multipart `file`, the optional authorisation of a registration (spec §2:
 * an image or a pdf). Open to visitors, but only for a registration this browser's session sent, before activation.
 */
const attachment = uploadRoute({
  path: '/registration/:membershipId',
  policy: OPEN,
  rule: {
    fileFields: ['file'],
    textFields: [],
    maxBytes: REGISTRATION_ATTACHMENT.maxBytes,
    kinds: ['pdf', 'png', 'jpeg'],
    messages: { tooLarge: accountMessages.attachmentTooLarge, badFormat: accountMessages.attachmentBadFormat },
  },
  unexpected: accountMessages.attachmentFailed,
  async send(ctx, { name, body }, req) {
    const membershipId = String(req.params.membershipId);
    if (!ctx.session?.sentRegistration(membershipId)) return notAllowed();
    const answer = await ctx.legacy.accounts.attachment(membershipId, name, body);
    if (answer.ok) return reply(200, { __typename: 'AttachmentSent', membershipId, fileName: name, message: accountMessages.attachmentSent });
    const { kind } = refuseCommon(answer.failure);
    switch (kind) {
      case 'registrationNotFound':
      case 'registrationClosed':
        return notAllowed();
      default:
        return assertNever(kind);
    }
  },
});

export const registrationFileRoutes = [attachment];
