import type { Logger } from 'pino';

/**
 * The refresh margin against the access-token lifetime the upstream really issues. A margin that is not shorter
 * than that lifetime would refresh before every call; it is reported once, as an error naming the setting, and the
 * gateway refreshes at half the lifetime instead until the configuration is fixed.
 */
export class RefreshMargin {
  private reported = false;

  constructor(
    private readonly configured: number,
    private readonly logger: Logger,
  ) {}

  seconds(accessTtl: number): number {
    if (this.configured < accessTtl) return this.configured;
    if (!this.reported) {
      this.reported = true;
      this.logger.error(
        { REFRESH_MARGIN_SECONDS: this.configured, accessTokenLifetimeSeconds: accessTtl },
        'REFRESH_MARGIN_SECONDS is not shorter than the access-token lifetime the upstream issues: set it lower; refreshing at half the lifetime meanwhile',
      );
    }
    return Math.floor(accessTtl / 2);
  }
}
