import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** What Express's `trust proxy` receives: nobody, a fixed number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` and `X-Forwarded-Proto` the gateway believes, i.e. where the client address
 * (sent upstream for the per-address limits) and HTTPS (needed for the secure cookie) come from. Accepted: `false`
 * (the gateway faces clients itself), the proxies' addresses as Express names them (`loopback`, `linklocal`,
 * `uniquelocal`, IP addresses and CIDR ranges, comma-separated), or `hops:N` for a fixed chain of N proxies.
 * Refused: `true`, which believes any client's `X-Forwarded-For`, and a bare number, which silently gives every
 * visitor the proxy's address (one shared limit) whenever the chain is not exactly that long.
 */
export const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const setting = value.trim();
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (setting === 'false') return false;
  if (setting === 'true') {
    return refuse("'true' believes any client's X-Forwarded-For; name the proxies instead (e.g. loopback, uniquelocal, 10.0.0.0/8)");
  }
  if (/^\d+$/.test(setting)) {
    return refuse(`a bare hop count gives every visitor the proxy's address unless the chain is exactly that long; name the proxies (e.g. 10.0.0.0/8), or write hops:${setting} if a fixed chain is intended`);
  }
  const hops = /^hops:(\d+)$/.exec(setting);
  if (hops) return Number(hops[1]) > 0 ? Number(hops[1]) : refuse('hops:N needs N of at least 1');
  const list = setting.split(',').map((part) => part.trim());
  try {
    proxyaddr.compile(list);
  } catch (error) {
    return refuse(`${(error as Error).message}; expected loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, false, or hops:N`);
  }
  return list;
});

/** Addresses as Express names proxies (`loopback`, `uniquelocal`, IP addresses, CIDR ranges), comma-separated. */
export const addressList = z.string().transform((value, ctx): string[] => {
  const list = value.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `${(error as Error).message}; expected loopback, linklocal, uniquelocal, IP addresses or CIDR ranges` });
    return z.NEVER;
  }
  return list;
});
