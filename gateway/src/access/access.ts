import { decodeJwt } from 'jose';
import type { Permission } from 'schema/validation';
import type { Answer, SessionEnded } from '../legacy/errors';
import type { Loaders } from '../legacy/loaders';
import type { RestUser } from '../legacy/session';
import type { RememberedAccount } from '../session/data';
import type { GatewaySession } from '../session/session';
import { refuse, type Refusal } from '../contract/refusal';
import type { TokenAccounts } from './token-accounts';

/** Who may use a field or a file route (the SDL's `@auth`; `permission` implies an active membership). */
export interface Policy {
  requires: 'ANYONE' | 'SIGNED_IN' | 'ACTIVE_MEMBERSHIP';
  permission: Permission | null;
  /** Checked against the account as the API has it now, not the session's copy (sensitive answers). */
  fresh: boolean;
  /** The role the active membership must have. */
  permissionGroup?: ActiveMembership['permissionGroup'];
  /** Where the call names a company (argument or route parameter, then input fields): it must be the active membership's. */
  ownCompany?: readonly string[];
  /** Where the call names a membership: it must not be the caller's active one. */
  notOwnMembership?: readonly string[];
}

/** What a call names (its arguments, or a file route's parameters), read by a policy's object-level rules. */
export type Subject = Readonly<Record<string, unknown>>;

/** The policy every caller passes (a public file route). */
export const OPEN: Policy = { requires: 'ANYONE', permission: null, fresh: false };

/** The policy of an active membership that holds `permission`; `fresh` for a sensitive answer; `ownCompany` as in `Policy`. */
export const needs = (permission: Permission, { fresh = false, ownCompany }: { fresh?: boolean; ownCompany?: string } = {}): Policy => ({
  requires: 'ACTIVE_MEMBERSHIP',
  permission,
  fresh,
  ...(ownCompany && { ownCompany: [ownCompany] }),
});

/** The value at `path` in what a call names (argument name, then input field names). */
export function valueAt(subject: Subject, path: readonly string[]): unknown {
  let value: unknown = subject;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The membership a caller acts in, with what it may do. */
export interface ActiveMembership {
  id: string;
  companyId: string;
  permissionGroup: 'location_admin' | 'location_user';
  permissions: readonly string[];
}

/** A signed-in caller as the API last described them. */
export interface Member {
  userId: string;
  /** The chosen membership if it is still activated, else the first activated one; null without any. */
  membership: ActiveMembership | null;
  /** When the memberships and permissions were read from the API (epoch ms). */
  loadedAt: number;
}

/** A member a policy admitted with an active membership (`requires: ACTIVE_MEMBERSHIP` or a permission). */
export interface Admitted extends Member {
  membership: ActiveMembership;
}

/** Who is calling: a visitor, a browser session (cookie) or an integrator (bearer token). */
export type Caller = 'anonymous' | 'session' | 'bearer';

/** A member, nobody (a visitor), or someone whose credentials no longer work. */
export type Identity = Member | null | 'expired';

export interface AccessDeps {
  /** An integrator's bearer token (a JWT, see `authorizationOf`), or null for a browser. */
  bearer: string | null;
  session: GatewaySession | null;
  /** Integrators' accounts by token, as a session keeps a browser's. */
  tokenAccounts: TokenAccounts;
  loaders: Loaders;
  /** How old a remembered account may be before a policy reads it from the API again. */
  maxAgeMs: number;
}

/** The chosen membership if it is still activated, else the first activated one. */
export function activeMembershipOf<M extends { id: string; activated: boolean }>(memberships: readonly M[], chosen: string | null): M | null {
  const activated = memberships.filter((m) => m.activated);
  return activated.find((m) => m.id === chosen) ?? activated[0] ?? null;
}

export function rememberedOf(user: RestUser, loadedAt: number): RememberedAccount {
  const memberships = user.memberships.map((m) => ({
    id: m.id,
    companyId: m.company.id,
    activated: m.activated,
    permissionGroup: m.permissionGroup,
    permissions: m.permissions,
  }));
  return { userId: user.id, memberships, loadedAt };
}

const expiredToken = (token: string) => {
  const { exp } = decodeJwt(token);
  return exp !== undefined && exp <= Date.now() / 1000;
};

/** What a policy answers a caller acting on `subject`: null when they may, else the one refusal for the cause. */
function judge(policy: Policy, member: Identity, subject: Subject): Refusal | null {
  if (!member || member === 'expired') return { kind: 'sessionExpired' };
  if (policy.requires === 'SIGNED_IN') return null;
  const { membership } = member;
  if (!membership) return { kind: 'noActiveMembership' };
  if (policy.permission && !membership.permissions.includes(policy.permission)) return { kind: 'denied', permission: policy.permission };
  if (policy.permissionGroup && membership.permissionGroup !== policy.permissionGroup) return { kind: 'denied' };
  if (policy.ownCompany && String(valueAt(subject, policy.ownCompany)) !== membership.companyId) return { kind: 'denied' };
  if (policy.notOwnMembership && String(valueAt(subject, policy.notOwnMembership)) === membership.id) return { kind: 'ownMembership' };
  return null;
}

/**
 * Who is calling, with which active membership and permissions, and how fresh they are: the one answer every policy,
 * resolver and file route asks for (per request; `accounts/me` at most once). A browser's account is remembered in
 * its session, an integrator's by its token (`TokenAccounts`), and read again once older than
 * `PERMISSIONS_MAX_AGE_SECONDS` (and on every viewer load).
 */
export class Access {
  private identity: Promise<Identity> | undefined;
  private current: Promise<Identity> | undefined;

  constructor(private readonly deps: AccessDeps) {}

  get caller(): Caller {
    if (this.deps.bearer) return 'bearer';
    return this.deps.session?.hasCredentials ? 'session' : 'anonymous';
  }

  /** The caller presented credentials (whether or not they still work). */
  get signedIn(): boolean {
    return this.caller !== 'anonymous';
  }

  /** The caller as a member, null for a visitor, `expired` when their session ended or their token is refused. */
  member(): Promise<Identity> {
    return (this.identity ??= this.identify());
  }

  /** The account as the API has it now (`accounts/me`, once per request), remembered for the session. */
  async load(): Promise<Answer<RestUser, SessionEnded>> {
    const me = await this.deps.loaders.me.load('me');
    if (me.ok) {
      const account = rememberedOf(me.data, Date.now());
      this.remember(account);
      this.identity = Promise.resolve(this.memberOf(account));
    }
    return me;
  }

  /** For fields open to anyone: the member, or null for a visitor; an ended session or a refused token is refused. */
  async memberOrVisitor(): Promise<Member | null> {
    const member = await this.member();
    return member === 'expired' ? refuse({ kind: 'sessionExpired' }) : member;
  }

  /**
   * Whether the caller may use what `policy` guards on what the call names (`subject`, for the policy's object-level
   * rules): null when they may, else the one refusal for the cause. A fresh
   * policy admits only the account as the API has it now (read once per request), so a demotion takes effect at once.
   * What a browser session's copy refuses needs no read (a refusal costs no upstream call). An integrator's copy is
   * kept by its token, which the API may have revoked since (`SessionExpired`, decision 038) or granted more: the API
   * is asked before it is refused.
   */
  async check(policy: Policy, subject: Subject = {}): Promise<Refusal | null> {
    if (policy.requires === 'ANYONE') return null;
    if (!this.signedIn) return { kind: 'loginRequired' };
    const refusal = judge(policy, await this.member(), subject);
    if (refusal?.kind === 'sessionExpired') return refusal;
    // A fresh policy asks the API before it admits; an integrator's copy, before it refuses.
    const askTheApi = refusal ? this.caller === 'bearer' : policy.fresh;
    if (!askTheApi) return refusal;
    return judge(policy, await (this.current ??= this.identify(0)), subject);
  }

  /** The member a policy with an active membership admitted (the field's `@auth` ran before its resolver). */
  async admitted(): Promise<Admitted> {
    const member = await this.member();
    if (!member || member === 'expired' || !member.membership) throw new Error('no admitted member: the field needs an @auth policy with an active membership');
    return member as Admitted;
  }

  /** Makes one of the caller's memberships the one they act in (the spec's `activeId`). */
  choose(membershipId: string): void {
    if (!this.deps.session) return;
    this.deps.session.activeMembershipId = membershipId;
    this.identity = undefined;
    this.current = undefined;
  }

  /** Who the caller is, from the session's copy of their account while it is younger than `maxAgeMs`. */
  private async identify(maxAgeMs = this.deps.maxAgeMs): Promise<Identity> {
    const { bearer, session } = this.deps;
    if (this.caller === 'anonymous') return null;
    if (bearer && expiredToken(bearer)) return 'expired';
    if (session && !session.authenticated) {
      // Its refresh token has expired: the session ends here, as a refused refresh ends it.
      await session.end();
      return 'expired';
    }
    const remembered = bearer ? this.deps.tokenAccounts.get(bearer, maxAgeMs) : session?.account;
    if (remembered && Date.now() - remembered.loadedAt < maxAgeMs) return this.memberOf(remembered);
    const me = await this.load();
    return me.ok ? this.member() : 'expired';
  }

  private memberOf(account: RememberedAccount): Member {
    const active = activeMembershipOf(account.memberships, this.deps.session?.activeMembershipId ?? null);
    const membership = active && { id: active.id, companyId: active.companyId, permissionGroup: active.permissionGroup, permissions: active.permissions };
    return { userId: account.userId, membership, loadedAt: account.loadedAt };
  }

  /** Keeps the account in the session; an unchanged one only once it is half its allowed age, to spare a store write. */
  private remember(account: RememberedAccount): void {
    const { bearer, session, maxAgeMs } = this.deps;
    if (bearer) return this.deps.tokenAccounts.remember(bearer, account);
    const kept = session?.account;
    const same = kept && JSON.stringify(kept.memberships) === JSON.stringify(account.memberships) && kept.userId === account.userId;
    if (same && account.loadedAt - kept.loadedAt < maxAgeMs / 2) return;
    session?.rememberAccount(account);
  }
}
