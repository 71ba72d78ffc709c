import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { viewerFixture } from '../../test/fixtures';
import type { DataOf } from '../../test/mockLink';

type PendingOrder = NonNullable<DataOf<'ActivePackage'>['pendingOrder']>;

const member = viewerFixture({ permissions: ['user_data'] });

describe('pricing', () => {
  it('shows the four packages with net prices, validity and limits in Polish number format', async () => {
    renderApp({ route: '/pricing', handlers: {} });
    const basic = await screen.findByRole('region', { name: 'Basic' });
    expect(basic).toHaveTextContent('350 zł netto + VAT');
    expect(basic).toHaveTextContent('Ważność: 30 dni');
    expect(within(screen.getByRole('region', { name: 'Pro' })).getByText(/Weryfikacja: 1\s500\s000 produktów/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unlimited' })).toHaveTextContent(/20\s000 zł/);
    expect(screen.getByRole('region', { name: 'Starter' })).toHaveTextContent('brak pobierania bazy');
    expect(within(screen.getByRole('region', { name: 'Starter' })).queryByRole('button')).toBeNull();
  });

  it('sends a visitor to log in with the login-to-order message', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/pricing', handlers: {} });
    await user.click(await screen.findByRole('button', { name: 'Zamów pakiet Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Zaloguj się, aby zamówić pakiet.')).toBeInTheDocument();
  });

  it('lets a company on Starter order after a recap of package, company, net and gross price, then shows the order pending', async () => {
    const user = userEvent.setup();
    let pendingOrder: PendingOrder | null = null;
    const { callsOf } = renderApp({
      route: '/pricing',
      viewer: member,
      handlers: {
        ActivePackage: () => ({ activePackage: 'STARTER', pendingOrder }),
        OrderSubscription: (v) => {
          pendingOrder = { package: v.package, orderedAt: '2026-11-26T10:00:00Z', orderedBy: 'Jan Kowalski' };
          return { orderSubscription: { __typename: 'SubscriptionOrdered', package: v.package, message: 'Dziękujemy za zamówienie. Dane do płatności wysłaliśmy na Twój adres e-mail.', replaces: null } };
        },
      },
    });
    expect(await screen.findByText('Twój pakiet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zamów pakiet Unlimited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamówienie pakietu Unlimited' });
    expect(dialog).toHaveTextContent('Przykładowa Spółka z o.o.');
    expect(dialog).toHaveTextContent(/Cena netto20\s000,00\szł/);
    expect(dialog).toHaveTextContent(/Cena brutto \(z VAT 23%\)24\s600,00\szł/);
    expect(callsOf('OrderSubscription')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdzam zamówienie' }));
    expect(await screen.findByText('Dziękujemy za zamówienie. Dane do płatności wysłaliśmy na Twój adres e-mail.')).toBeInTheDocument();
    expect(callsOf('OrderSubscription')[0]!.variables).toEqual({ package: 'UNLIMITED' });
    expect(await screen.findByText('Zamówienie pakietu Unlimited z 26.11.2026 (zamawiający: Jan Kowalski) czeka na płatność.')).toBeInTheDocument();
    // The same package is not offered again; the administrator may still order another one instead.
    expect(screen.queryByRole('button', { name: 'Zamów pakiet Unlimited' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zamów pakiet Basic' })).toBeInTheDocument();
  });

  it("shows a company user a colleague's pending order, and offers them no order", async () => {
    const user = viewerFixture({ memberships: [{ id: 'm1', company: 'Przykładowa Spółka z o.o.', permissionGroup: 'LOCATION_USER' }] });
    const pendingOrder: PendingOrder = { package: 'PRO', orderedAt: '2026-11-26T10:00:00Z', orderedBy: 'Anna Nowak' };
    renderApp({ route: '/pricing', viewer: user, handlers: { ActivePackage: () => ({ activePackage: 'STARTER', pendingOrder }) } });
    expect(await screen.findByText('Zamówienie pakietu Pro z 26.11.2026 (zamawiający: Anna Nowak) czeka na płatność.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zamów pakiet/ })).toBeNull();
  });

  it("lets the administrator order another package, the recap and the confirmation saying it replaces the pending one", async () => {
    const user = userEvent.setup();
    const pendingOrder: PendingOrder = { package: 'PRO', orderedAt: '2026-11-26T10:00:00Z', orderedBy: 'Anna Nowak' };
    renderApp({
      route: '/pricing',
      viewer: member,
      handlers: {
        ActivePackage: () => ({ activePackage: 'STARTER', pendingOrder }),
        OrderSubscription: (v) => ({
          orderSubscription: { __typename: 'SubscriptionOrdered', package: v.package, message: 'Dziękujemy za zamówienie.', replaces: pendingOrder },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zamów pakiet Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamówienie pakietu Basic' });
    expect(dialog).toHaveTextContent('To zamówienie zastąpi oczekujące zamówienie pakietu Pro z 26.11.2026 (zamawiający: Anna Nowak).');
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdzam zamówienie' }));
    expect(await screen.findByText('Dziękujemy za zamówienie. Zastąpiło ono zamówienie pakietu Pro z 26.11.2026 (zamawiający: Anna Nowak).')).toBeInTheDocument();
  });

  it('orders nothing when the recap is cancelled', async () => {
    const user = userEvent.setup();
    const { callsOf } = renderApp({ route: '/pricing', viewer: member, handlers: { ActivePackage: () => ({ activePackage: 'STARTER', pendingOrder: null }) } });
    await user.click(await screen.findByRole('button', { name: 'Zamów pakiet Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamówienie pakietu Basic' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('OrderSubscription')).toHaveLength(0);
  });

  it('offers no order to a company on a paid package', async () => {
    renderApp({ route: '/pricing', viewer: member, handlers: { ActivePackage: () => ({ activePackage: 'PRO', pendingOrder: null }) } });
    expect(await screen.findByText('Pakiet można zamówić, gdy firma korzysta z pakietu Starter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zamów pakiet/ })).toBeNull();
  });

  it('shows the refusal when the company is no longer on Starter by the time it orders', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/pricing',
      viewer: member,
      handlers: {
        ActivePackage: () => ({ activePackage: 'STARTER', pendingOrder: null }),
        OrderSubscription: () => ({
          orderSubscription: { __typename: 'OrderNotAvailable', code: 'ORDER_NOT_AVAILABLE', message: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter.' },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zamów pakiet Unlimited' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Potwierdzam zamówienie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter.');
  });
});
