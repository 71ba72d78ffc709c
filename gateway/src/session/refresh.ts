import type { TokenPair } from '../legacy/models';

const GRACE_MS = 30_000;

/**
 * Single-flight token refresh. Every request holding the same refresh token shares one upstream call; the
 * settled result stays for a short grace period, so a request that loaded the session before the rotation was
 * saved still gets the new pair instead of replaying a refresh token the API has already rotated away.
 */
export class RefreshFlights {
  private readonly flights = new Map<string, Promise<TokenPair>>();

  run(refreshToken: string, refresh: () => Promise<TokenPair>): Promise<TokenPair> {
    const existing = this.flights.get(refreshToken);
    if (existing) return existing;
    const flight = refresh();
    this.flights.set(refreshToken, flight);
    const forget = () => setTimeout(() => this.flights.delete(refreshToken), GRACE_MS).unref();
    flight.then(forget, forget);
    return flight;
  }
}
