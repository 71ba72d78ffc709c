import { z } from 'zod';
import { restId } from './answers';
import type { LegacyHttp } from './http';

/** The provider's tokens and current user (`/token/`, `/token/refresh/`, `/accounts/me/`). */

const tokenPairSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1) });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** simplejwt without `ROTATE_REFRESH_TOKENS` answers only `{access}`: the refresh token then stays as it was. */
const refreshAnswerSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1).optional() });

export const restMembershipCompanySchema = z.object({
  id: restId,
  name: z.string(),
  nip: z.string().nullish(),
});
export type RestMembershipCompany = z.infer<typeof restMembershipCompanySchema>;

export const restMembershipSchema = z.object({
  id: restId,
  activated: z.boolean(),
  activationDate: z.string().nullish(),
  permissionGroup: z.enum(['location_admin', 'location_user']),
  isCompanyRepresentative: z.boolean(),
  permissions: z.array(z.string()),
  company: restMembershipCompanySchema,
});
export type RestMembership = z.infer<typeof restMembershipSchema>;

export const restUserSchema = z.object({
  id: restId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullish(),
  dateJoined: z.string().nullish(),
  lastLogin: z.string().nullish(),
  memberships: z.array(restMembershipSchema),
});
export type RestUser = z.infer<typeof restUserSchema>;

/** What resolvers of `Viewer` receive: the upstream user plus the session's choice of membership. */
export interface ViewerModel {
  user: RestUser;
  activeMembershipId: string | null;
}

/** simplejwt's refusals of `/token/`: unknown account or wrong password (401), a missing field (400). */
const LOGIN_FIELDS = { email: ['email'], password: ['password'] } as const;

export class SessionApi {
  constructor(private readonly http: LegacyHttp) {}

  obtainToken(email: string, password: string) {
    return this.http.call('/token/', {
      method: 'POST',
      body: { email, password },
      schema: tokenPairSchema,
      auth: 'none',
      refusals: [{ status: 401, kind: 'invalidCredentials' }],
      fields: LOGIN_FIELDS,
    });
  }

  /** A refused refresh (401, or 400 for a token the API cannot read) ends the session. */
  async refreshToken(refresh: string) {
    const answer = await this.http.call('/token/refresh/', {
      method: 'POST',
      body: { refresh },
      schema: refreshAnswerSchema,
      auth: 'none',
      refusals: [
        { status: 401, kind: 'refused' },
        { status: 400, kind: 'refused' },
      ],
    });
    return answer.ok ? { ok: true as const, data: { access: answer.data.access, refresh: answer.data.refresh ?? refresh } } : answer;
  }

  me() {
    return this.http.call('/accounts/me/', { schema: restUserSchema, auth: 'required' });
  }
}
