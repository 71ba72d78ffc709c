import type { RequestHandler } from 'express';
import type { Config } from '../config';
import type { UpstreamBreakers } from '../legacy/breaker';
import { LegacyHttp } from '../legacy/http';
import type { Budgets } from '../budgets';

/** Path of the gateway route the ALTCHA widget fetches its challenge from. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

/**
 * `GET /captcha/challenge`: the API's ALTCHA challenge, passed through for the widget. Each one is an upstream call,
 * so it counts against the address's anonymous budget.
 */
export function captchaChallenge(config: Config, budgets: Budgets, breakers: UpstreamBreakers): RequestHandler {
  return async (req, res) => {
    const limited = await budgets.forCaller({ address: req.ip ?? 'unknown', bearer: null, member: null }).charge(1);
    if (limited) {
      res.status(429).setHeader('retry-after', String(Math.ceil((limited.resetsAt.getTime() - Date.now()) / 1000)));
      res.json({ error: 'too many requests', resetsAt: limited.resetsAt.toISOString() });
      return;
    }
    const http = new LegacyHttp({ baseUrl: config.legacyApiUrl, timeoutMs: config.legacyTimeoutMs, captchaHeader: config.legacyCaptchaHeader, clientIp: req.ip, logger: req.log, breakers, trace: req.trace });
    try {
      const upstream = await http.raw('/captcha/challenge/');
      res.status(upstream.ok ? 200 : 502).type('application/json').setHeader('cache-control', 'no-store');
      res.send(upstream.ok ? await upstream.text() : JSON.stringify({ error: 'captcha unavailable' }));
    } catch {
      res.status(502).json({ error: 'captcha unavailable' });
    }
  };
}
