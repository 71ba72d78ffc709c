import type { SubscriptionPackage } from './__generated__/types';
import type { Redis } from './redis';

/** A paid package ordered and not yet paid for. */
export interface PendingOrder {
  package: SubscriptionPackage;
  /** ISO date-time the order was placed. */
  orderedAt: string;
  /** The person who placed it, as the company's other users see them. */
  orderedBy: string;
}

/**
 * The longest an order stays pending. It ends sooner when the API no longer has the company on Starter (the package
 * was paid and started: `resolvers/commerce.ts`), since the spec offers an order only then.
 */
export const PENDING_ORDER_MS = 14 * 24 * 60 * 60_000;

/** What a claim did: placed the order (replacing `replaced`, if any), or found the company's pending one. */
export type Claim = { placed: true; replaced: PendingOrder | null } | { placed: false; pending: PendingOrder };

/** The orders each company has pending, per company id. */
export interface PendingOrders {
  /**
   * Records `order` unless the company has one pending. A pending order of another package gives way when
   * `mayReplace` (the company's administrator); one of the same package never does (a double click, a second tab).
   */
  claim(companyId: string, order: PendingOrder, mayReplace: boolean): Promise<Claim>;
  of(companyId: string): Promise<PendingOrder | null>;
  /** Undoes a claim the API refused: puts the order it replaced back, if that is still what it displaced. */
  undo(companyId: string, order: PendingOrder, replaced: PendingOrder | null): Promise<void>;
  /** Forgets the company's order (its package started). */
  release(companyId: string): Promise<void>;
}

const gives = (pending: PendingOrder, order: PendingOrder, mayReplace: boolean) => mayReplace && pending.package !== order.package;

/** Per-instance orders: enough for one gateway; with Redis every instance shares them. */
export class MemoryPendingOrders implements PendingOrders {
  private readonly orders = new Map<string, { order: PendingOrder; expiresAt: number }>();

  constructor(private readonly ttlMs = PENDING_ORDER_MS) {}

  async claim(companyId: string, order: PendingOrder, mayReplace: boolean): Promise<Claim> {
    const pending = await this.of(companyId);
    if (pending && !gives(pending, order, mayReplace)) return { placed: false, pending };
    this.orders.set(companyId, { order, expiresAt: Date.now() + this.ttlMs });
    return { placed: true, replaced: pending };
  }

  async of(companyId: string): Promise<PendingOrder | null> {
    const held = this.orders.get(companyId);
    if (held && held.expiresAt > Date.now()) return held.order;
    this.orders.delete(companyId);
    return null;
  }

  async undo(companyId: string, order: PendingOrder, replaced: PendingOrder | null): Promise<void> {
    if (this.orders.get(companyId)?.order !== order) return;
    if (replaced) this.orders.set(companyId, { order: replaced, expiresAt: Date.now() + this.ttlMs });
    else this.orders.delete(companyId);
  }

  async release(companyId: string): Promise<void> {
    this.orders.delete(companyId);
  }
}

/** Takes the key unless it holds an order that does not give way (ARGV[3] = '1': another package gives way). */
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held then
  if ARGV[3] ~= '1' or cjson.decode(held).package == ARGV[4] then return {0, held} end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return {1, held or ''}`;
/** Puts the replaced order back (or deletes) only while the key still holds ours. */
const UNDO = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** Orders shared by every gateway instance: one atomic claim, so of two orders at the same moment only one is placed. */
export class RedisPendingOrders implements PendingOrders {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = PENDING_ORDER_MS,
  ) {}

  private key = (companyId: string) => `order:pending:${companyId}`;

  async claim(companyId: string, order: PendingOrder, mayReplace: boolean): Promise<Claim> {
    const [placed, held] = (await this.redis.eval(CLAIM, {
      keys: [this.key(companyId)],
      arguments: [JSON.stringify(order), String(this.ttlMs), mayReplace ? '1' : '0', order.package],
    })) as [number, string];
    const previous = held ? (JSON.parse(held) as PendingOrder) : null;
    return placed ? { placed: true, replaced: previous } : { placed: false, pending: previous! };
  }

  async of(companyId: string): Promise<PendingOrder | null> {
    const stored = await this.redis.get(this.key(companyId));
    return stored === null ? null : (JSON.parse(stored) as PendingOrder);
  }

  async undo(companyId: string, order: PendingOrder, replaced: PendingOrder | null): Promise<void> {
    await this.redis.eval(UNDO, { keys: [this.key(companyId)], arguments: [JSON.stringify(order), replaced ? JSON.stringify(replaced) : '', String(this.ttlMs)] });
  }

  async release(companyId: string): Promise<void> {
    await this.redis.del(this.key(companyId));
  }
}
