/**
 * The stand-in's time for what tests would otherwise wait out (a token's issue and expiry): the real time, moved
 * forward by `POST /__dev/clock`. It only ever moves forward, as a clock does.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
