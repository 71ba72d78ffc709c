/** Counters the gateway's tests read through GET /__dev/stats. */
export class Stats {
  refreshCalls = 0;
  requests: Record<string, number> = {};

  hit(route: string): void {
    this.requests[route] = (this.requests[route] ?? 0) + 1;
  }

  reset(): void {
    this.refreshCalls = 0;
    this.requests = {};
  }

  toJSON() {
    return { refreshCalls: this.refreshCalls, requests: this.requests };
  }
}
