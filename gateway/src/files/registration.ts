import { REGISTRATION_ATTACHMENT, accountMessages } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import { problem } from '../resolvers/problems';
import { refuse } from './replies';
import { uploadRoute } from './routes';

const notAllowed = () => refuse(403, { __typename: 'AttachmentNotAllowed', code: 'PERMISSION_DENIED', message: accountMessages.attachmentNotAllowed, field: null });

/**
 * `POST /files/registration/:membershipId`: multipart `file`, the optional authorisation of a registration (spec §2:
 * an image or a pdf). Open to visitors, but only for a registration this browser's session sent, before activation.
 */
const attachment = uploadRoute({
  path: '/registration/:membershipId',
  anonymous: true,
  rule: {
    fileFields: ['file'],
    textFields: [],
    maxBytes: REGISTRATION_ATTACHMENT.maxBytes,
    kinds: ['pdf', 'png', 'jpeg'],
    messages: { tooLarge: accountMessages.attachmentTooLarge, badFormat: accountMessages.attachmentBadFormat },
  },
  unexpectedMessage: accountMessages.attachmentFailed,
  async send(ctx, { name, body }, req) {
    const membershipId = String(req.params.membershipId);
    if (!ctx.session?.sentRegistration(membershipId)) return notAllowed();
    const answer = await ctx.legacy.accounts.attachment(membershipId, name, body);
    if (answer.ok) return { status: 200, body: { __typename: 'AttachmentSent', membershipId, fileName: name, message: accountMessages.attachmentSent } };
    const { failure } = answer;
    switch (failure.kind) {
      case 'registrationNotFound':
      case 'registrationClosed':
        return notAllowed();
      case 'invalid':
        return refuse(400, problem.validationFailed(failure.problems));
      default:
        return assertNever(failure);
    }
  },
});

export const registrationFileRoutes = [attachment];
