import type { RequestHandler } from 'express';
import { z } from 'zod';
import { MESSAGES, detail } from './errors.js';

export const faultsSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  errorRate: z.record(z.string().startsWith('/'), z.number().min(0).max(1)).optional(),
  dropRate: z.number().min(0).max(1).optional(),
});
export type FaultSettings = z.infer<typeof faultsSchema>;

/** Injected latency, 500s per route prefix and dropped connections, for benchmarks and resilience tests. */
export class Faults {
  settings: FaultSettings = {};

  set(settings: FaultSettings): void {
    this.settings = settings;
  }

  clear(): void {
    this.settings = {};
  }

  middleware(random: () => number = Math.random): RequestHandler {
    return async (req, _res, next) => {
      const { latencyMs, errorRate, dropRate } = this.settings;
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (dropRate && random() < dropRate) {
        req.socket.destroy();
        return;
      }
      const path = req.originalUrl.split('?')[0] ?? '';
      const rate = Object.entries(errorRate ?? {})
        .filter(([prefix]) => path.startsWith(prefix))
        .reduce((max, [, r]) => Math.max(max, r), 0);
      // Answered by the error handler, so an injected 500 looks like a real one (JSON or Django's page).
      if (rate && random() < rate) return next(detail(500, MESSAGES.serverError));
      next();
    };
  }
}
