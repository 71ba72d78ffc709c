import type { SubscriptionPackage } from './__generated__/resolvers';
import type { Redis } from './redis';

/** A paid package ordered and not yet paid for. */
export interface PendingOrder {
  package: SubscriptionPackage;
  /** ISO date-time the order was placed. */
  orderedAt: string;
}

/**
 * How long an order stays pending: the API does not say when a payment is booked, and a company pays an order
 * within days. Until then a second order (a double click, a second tab, a colleague) is refused, not placed.
 */
export const PENDING_ORDER_MS = 14 * 24 * 60 * 60_000;

/** The orders each company has pending, per company id. */
export interface PendingOrders {
  /** Records `order` unless the company has one pending: null when recorded, else the pending order. */
  claim(companyId: string, order: PendingOrder): Promise<PendingOrder | null>;
  of(companyId: string): Promise<PendingOrder | null>;
  /** Forgets the company's order (the API refused it). */
  release(companyId: string): Promise<void>;
}

/** Per-instance orders: enough for one gateway; with Redis every instance shares them. */
export class MemoryPendingOrders implements PendingOrders {
  private readonly orders = new Map<string, { order: PendingOrder; expiresAt: number }>();

  constructor(private readonly ttlMs = PENDING_ORDER_MS) {}

  async claim(companyId: string, order: PendingOrder): Promise<PendingOrder | null> {
    const pending = await this.of(companyId);
    if (pending) return pending;
    this.orders.set(companyId, { order, expiresAt: Date.now() + this.ttlMs });
    return null;
  }

  async of(companyId: string): Promise<PendingOrder | null> {
    const held = this.orders.get(companyId);
    if (held && held.expiresAt > Date.now()) return held.order;
    this.orders.delete(companyId);
    return null;
  }

  async release(companyId: string): Promise<void> {
    this.orders.delete(companyId);
  }
}

/** Orders shared by every gateway instance: `SET NX`, so of two orders at the same moment only one is placed. */
export class RedisPendingOrders implements PendingOrders {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = PENDING_ORDER_MS,
  ) {}

  private key = (companyId: string) => `order:pending:${companyId}`;

  async claim(companyId: string, order: PendingOrder): Promise<PendingOrder | null> {
    if ((await this.redis.set(this.key(companyId), JSON.stringify(order), { NX: true, PX: this.ttlMs })) === 'OK') return null;
    return (await this.of(companyId)) ?? order;
  }

  async of(companyId: string): Promise<PendingOrder | null> {
    const stored = await this.redis.get(this.key(companyId));
    return stored === null ? null : (JSON.parse(stored) as PendingOrder);
  }

  async release(companyId: string): Promise<void> {
    await this.redis.del(this.key(companyId));
  }
}
