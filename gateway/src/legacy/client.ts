import { AccountsApi } from './accounts';
import { AdminApi } from './admin';
import { CatalogApi, type CatalogApiOptions } from './catalog';
import { GeneratorApi, type GeneratorCall } from './generator';
import { CmsApi } from './cms';
import { CommerceApi } from './commerce';
import { LegacyHttp, type LegacyHttpOptions } from './http';
import { SessionApi } from './session';
import { VerificationApi } from './verification';

export interface LegacyClientOptions extends LegacyHttpOptions, CatalogApiOptions {
  /** How codes are generated (`LEGACY_GENERATOR_CALL`, default `text`); see `GeneratorApi`. */
  generatorCall?: GeneratorCall;
}

/**
 * The provider's `/api/v1` for one GraphQL request: one transport (credentials, captcha, client address, zod,
 * failure mapping) and the calls of each domain on top of it, each call next to its schema and field map.
 */
export class LegacyClient {
  readonly http: LegacyHttp;
  readonly session: SessionApi;
  readonly catalog: CatalogApi;
  readonly verification: VerificationApi;
  readonly generator: GeneratorApi;
  readonly accounts: AccountsApi;
  readonly admin: AdminApi;
  readonly cms: CmsApi;
  readonly commerce: CommerceApi;

  constructor(options: LegacyClientOptions) {
    this.http = new LegacyHttp(options);
    this.session = new SessionApi(this.http);
    this.catalog = new CatalogApi(this.http, options);
    this.verification = new VerificationApi(this.http);
    this.generator = new GeneratorApi(this.http, options.generatorCall ?? 'text');
    this.accounts = new AccountsApi(this.http);
    this.admin = new AdminApi(this.http);
    this.cms = new CmsApi(this.http);
    this.commerce = new CommerceApi(this.http);
  }
}
