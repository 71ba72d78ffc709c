import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Password hashes are `scrypt$N$r$p$saltHex$hashHex`; the cost travels with the hash. */
export function hashPassword(password: string, options: { salt?: Buffer; cost?: number } = {}): string {
  const N = options.cost ?? 16_384;
  const r = 8;
  const p = 1;
  const salt = options.salt ?? randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, 32, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
