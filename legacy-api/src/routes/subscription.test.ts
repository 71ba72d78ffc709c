import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../mail/outbox.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const order = (query: string, access?: string) => call(`${server.api}/companies/order_subscription/?${query}`, { headers: access ? bearer(access) : {} });
const orders = () => server.db.all<{ company_id: number; subscription: string }>('SELECT company_id, subscription FROM subscription_orders ORDER BY id');

describe('GET /companies/order_subscription/?subscription=', () => {
  it('requires login (401)', async () => {
    expect((await order('subscription=basic')).status).toBe(401);
  });

  it('orders a package for a company on free: records it and mails the payment details', async () => {
    const email = server.db.get<{ email: string }>('SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.company_id = ? AND m.is_company_representative = 1', [DEMO.companyIds.free])!.email;
    const access = (await login(server.api, email)).access;
    const res = await order('subscription=yearly_limited', access);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ordered: 'yearly_limited' });
    expect(orders()).toEqual([{ company_id: DEMO.companyIds.free, subscription: 'yearly_limited' }]);
    const mail = listMail(server.ctx, email).find((m) => m.kind === 'subscription_order');
    expect(mail?.subject).toBe('Zamówienie pakietu Pro – dane do płatności');
    expect(mail?.text).toContain('3000 PLN netto');
  });

  it('orders for the member’s active membership (activeMembershipId) and refuses a company not on free (400)', async () => {
    const ewa = (await login(server.api, DEMO.users.employee)).access;
    const freeMembership = server.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?', [DEMO.users.employee, DEMO.companyIds.free])!.id;
    expect((await order(`subscription=basic&activeMembershipId=${freeMembership}`, ewa)).json).toEqual({ ordered: 'basic' });
    const pro = await order('subscription=basic', (await login(server.api, DEMO.users.company)).access);
    expect(pro.status).toBe(400);
    expect(pro.json).toEqual({ detail: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter' });
    expect(orders()).toHaveLength(2);
  });

  it('answers 400 for a missing or unknown package name', async () => {
    const ewa = (await login(server.api, DEMO.users.employee)).access;
    expect((await order('', ewa)).json).toEqual({ subscription: ['To pole jest wymagane.'] });
    expect((await order('subscription=free', ewa)).json).toEqual({ subscription: ['"free" nie jest poprawnym wyborem.'] });
  });
});
