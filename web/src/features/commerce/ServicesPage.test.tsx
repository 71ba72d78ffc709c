import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import type { DataOf, MemberOf } from '../../test/mockLink';

type Company = MemberOf<DataOf<'MyCompany'>['myCompany'], 'CompanyDetails'>;

const company = (active: boolean): { myCompany: Company } => ({
  myCompany: {
    __typename: 'CompanyDetails',
    id: '2',
    name: 'Przykładowa Firma Spożywcza Sp. z o.o.',
    apiKey: 'a1b2c3d4e5f6a7b8c9d0',
    apiDocumentation: { __typename: 'ApiDocumentation', swaggerUrl: 'https://api.example/external_api/v2/schema/swagger-ui/?company_id=2', schemaUrl: 'https://api.example/external_api/v2/schema/?company_id=2' },
    subscription: {
      __typename: 'CompanySubscription',
      package: 'PRO',
      name: 'yearly_limited',
      beginsOn: '2026-02-01',
      endsOn: '2027-01-31',
      active,
      counters: { __typename: 'UsageCounters', freeVerified: 120, verified: 3_400, api: 48_210, csv: 15_300 },
      limits: { __typename: 'PackageLimits', verify: 1_500_000, api: 1_500_000, ui: null },
      remaining: { __typename: 'RemainingLimits', freeVerification: 880, verification: 1_496_600, download: 1_436_490 },
    },
  },
});

describe('active services', () => {
  it('shows the package with its dates, use, what is left, the API key and the documentation links', async () => {
    renderApp({ route: '/services', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { MyCompany: () => company(true) } });
    expect(await screen.findByRole('heading', { name: 'Pakiet Pro' })).toBeInTheDocument();
    expect(screen.getByText('Aktywny')).toBeInTheDocument();
    expect(screen.getByText('od 01.02.2026 do 31.01.2027')).toBeInTheDocument();
    const usage = within(screen.getByRole('region', { name: 'Wykorzystanie' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(usage).toEqual([
      'Weryfikacja w pakiecie Starter: wykorzystano 120, pozostało 880',
      'Weryfikacja w pakiecie płatnym: wykorzystano 3\u00a0400, pozostało 1\u00a0496\u00a0600',
      'Pobieranie bazy danych i API: wykorzystano 63\u00a0510, pozostało 1\u00a0436\u00a0490Pobrane rekordy CSV: 15\u00a0300, zapytania API: 48\u00a0210',
    ]);
    expect(screen.getByLabelText('Klucz API')).toHaveTextContent('a1b2c3d4e5f6a7b8c9d0');
    expect(screen.getByRole('link', { name: 'Dokumentacja API (Swagger UI)' })).toHaveAttribute('href', 'https://api.example/external_api/v2/schema/swagger-ui/?company_id=2');
    expect(screen.getByRole('link', { name: 'Schemat API (OpenAPI)' })).toHaveAttribute('href', 'https://api.example/external_api/v2/schema/?company_id=2');
  });

  it('copies the API key and says “Skopiowano” where a screen reader hears it', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/services', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { MyCompany: () => company(true) } });
    await user.click(await screen.findByRole('button', { name: 'Kopiuj' }));
    expect(await navigator.clipboard.readText()).toBe('a1b2c3d4e5f6a7b8c9d0');
    expect(screen.getByRole('status')).toHaveTextContent('Skopiowano');
  });

  it('marks a package outside its dates as inactive', async () => {
    renderApp({ route: '/services', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { MyCompany: () => company(false) } });
    expect(await screen.findByText('Nieaktywny')).toBeInTheDocument();
  });

  it('says “bez limitu” where Unlimited has no limit', async () => {
    const unlimited = company(true);
    Object.assign(unlimited.myCompany.subscription, {
      package: 'UNLIMITED',
      name: 'yearly_unlimited',
      limits: { __typename: 'PackageLimits', verify: null, api: null, ui: null },
      remaining: { __typename: 'RemainingLimits', freeVerification: 880, verification: null, download: null },
    } satisfies Partial<Company['subscription']>);
    renderApp({ route: '/services', viewer: viewerFixture({ permissions: ['users_manage'] }), handlers: { MyCompany: () => unlimited } });
    expect(await screen.findByRole('heading', { name: 'Pakiet Unlimited' })).toBeInTheDocument();
    expect(screen.getByText(/^Pobieranie bazy danych i API/)).toHaveTextContent(/pozostało bez limitu$/);
  });

  it('sends a member without users_manage home', async () => {
    const { router } = renderApp({ route: '/services', viewer: viewerFixture({ permissions: ['database_download'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
