import { expect, test, type Page } from '@playwright/test';
import { AUTHORISATION_PDF, answerConsents, loginWith, mailedPath } from './accounts-support';
import { DEVELOPMENT_GATEWAY } from './support';

/**
 * Becoming a member as a person does it: the registration wizard (a company the registry knows, and one it does
 * not), the activation link from the e-mail, the first login; then a forgotten password reset through its e-mailed
 * link, and a password change with a wrong and then the right current password.
 */

const PASSWORD = 'Piekarz123!';

/** Steps two to four of the wizard for a new person, ending on the home page with the success message. */
async function finishRegistration(page: Page, person: { email: string; firstName: string; lastName: string; phone: string }) {
  // The cookie banner covers the bottom of the form (the boxes checked below) until answered, as a person answers it.
  await page.getByRole('region', { name: 'Zgoda na pliki cookie' }).getByRole('button', { name: 'Tylko niezbędne' }).click();
  const company = page.getByRole('form', { name: 'Dane firmy' });
  await company.getByLabel('Profil działalności').selectOption({ label: 'Produkcja' });
  await company.getByLabel('Korzystanie z wyszukiwarki katalogu').check({ force: true });
  await company.getByRole('button', { name: 'Dalej' }).click();

  const personal = page.getByRole('form', { name: 'Dane osobowe' });
  await personal.getByLabel('Adres e-mail').fill(person.email);
  await personal.getByLabel('Imię').fill(person.firstName);
  await personal.getByLabel('Nazwisko').fill(person.lastName);
  await personal.getByLabel('Telefon komórkowy').fill(person.phone);
  await answerConsents(page, 'Nie');
  await personal.getByLabel(/Akceptuję regulamin/).check({ force: true });
  await personal.getByLabel(/Jestem osobą upoważnioną do reprezentowania firmy/).check({ force: true });
  await personal.getByLabel(/Upoważnienie/).setInputFiles(AUTHORISATION_PDF);
  await personal.getByRole('button', { name: 'Dalej' }).click();

  const summary = page.getByRole('region', { name: 'Podsumowanie' });
  await expect(summary.getByText(person.email)).toBeVisible();
  await expect(summary.getByText(AUTHORISATION_PDF.name)).toBeVisible();
  await summary.getByRole('button', { name: 'Zarejestruj firmę' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The whole message: a failed attachment would add its own sentence.
  await expect(page.getByTestId('status-message')).toHaveText('Firma została zarejestrowana. Link aktywacyjny wysłaliśmy na podany adres e-mail.');
  // The home page opens at its top, with the message in view (issue 27: it sat 470 px above the view).
  await expect(page.getByTestId('status-message')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** Opens the activation link from the outbox, sets the password and signs in. */
async function activateAndLogin(page: Page, email: string) {
  await page.goto(await mailedPath(email, 'activation'));
  await expect(page.getByRole('heading', { level: 1, name: 'Aktywacja konta' })).toBeVisible();
  // The company's name ends the sentence once, also a 'Sp. z o.o.' (issue 27: 'Sp. z o.o..').
  await expect(page.getByRole('main')).not.toContainText('..');
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('status-message')).toContainText('Konto zostało aktywowane');
  await loginWith(page, email, PASSWORD);
}

test.describe.serial('registration, activation, reset and password change', () => {
  test('a company from the registry comes prefilled and locked; its first user activates and signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('form', { name: 'Logowanie' }).getByRole('link', { name: 'Zarejestruj się' }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await page.getByLabel('REGON').fill('527123453');
    await page.getByRole('button', { name: 'Dalej' }).click();

    const company = page.getByRole('form', { name: 'Dane firmy' });
    await expect(company.getByLabel('Nazwa firmy')).toHaveValue('Piekarnia Pod Lipami Sp. z o.o.');
    for (const [label, value] of [
      ['Nazwa firmy', 'Piekarnia Pod Lipami Sp. z o.o.'],
      ['NIP', '5271234563'],
      ['Ulica i numer', 'ul. Lipowa 12'],
      ['Kod pocztowy', '00-120'],
      ['Miejscowość', 'Warszawa'],
    ] as const) {
      await expect(company.getByLabel(label)).toHaveValue(value);
      await expect(company.getByLabel(label)).toHaveAttribute('readonly', '');
    }
    await expect(company.getByLabel('Województwo')).toBeDisabled();
    await finishRegistration(page, { email: 'jan.piekarz@piekarnia.test', firstName: 'Jan', lastName: 'Piekarz', phone: '600700800' });
    await activateAndLogin(page, 'jan.piekarz@piekarnia.test');
    await expect(page.getByRole('button', { name: /Jan Piekarz/ })).toContainText('Piekarnia Pod Lipami');
  });

  test('a company the registry does not know is filled in by hand; a used NIP is refused as the person types', async ({ page }) => {
    await page.goto('/registration');
    await page.getByLabel('REGON').fill('385000036');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText('Nie znaleźliśmy firmy o tym numerze REGON w rejestrze')).toBeVisible();

    const company = page.getByRole('form', { name: 'Dane firmy' });
    await expect(company.getByLabel('Nazwa firmy')).toHaveValue('');
    await expect(company.getByLabel('Nazwa firmy')).not.toHaveAttribute('readonly', '');
    // The demo company's NIP is already on the platform.
    await company.getByLabel('NIP').fill('5861559680');
    await expect(company.getByText('NIP występuje już w naszej bazie')).toBeVisible({ timeout: 5_000 });
    await company.getByLabel('NIP').fill('385-000-03-99');
    await company.getByLabel('Nazwa firmy').fill('Wędzarnia Nad Stawem Sp. z o.o.');
    await company.getByLabel('Ulica i numer').fill('ul. Rybacka 4');
    await company.getByLabel('Kod pocztowy').fill('62200');
    await expect(company.getByLabel('Kod pocztowy')).toHaveValue('62-200');
    await company.getByLabel('Miejscowość').fill('Gniezno');
    await company.getByLabel('Województwo').selectOption({ label: 'wielkopolskie' });
    await expect(company.getByText('NIP występuje już w naszej bazie')).toBeHidden();
    await finishRegistration(page, { email: 'ola@wedzarnia.test', firstName: 'Ola', lastName: 'Wędzarska', phone: '601602603' });
    await activateAndLogin(page, 'ola@wedzarnia.test');
    await expect(page.getByRole('button', { name: /Ola Wędzarska/ })).toContainText('Wędzarnia Nad Stawem');
  });

  test('a company already registered stops the wizard on its first step', async ({ page }) => {
    await page.goto('/registration');
    await page.getByLabel('REGON').fill('527123453');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText(/Ta firma jest już zarejestrowana na platformie/)).toBeVisible();
    await expect(page.getByLabel('REGON')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Dane firmy' })).toHaveCount(0);
  });

  test('from "company exists" a person asks to join it: each refusal where it belongs, then the activation link', async ({ page, request }) => {
    // A colleague (the demo company's administrator) added the person; they lost the invitation.
    const gql = async <T,>(query: string, variables: object) => ((await (await request.post(`${DEVELOPMENT_GATEWAY}/graphql`, { data: { query, variables } })).json()) as { data: T }).data;
    await gql('mutation($input: LoginInput!) { login(input: $input) { __typename } }', { input: { email: 'firma@demo.test', password: 'Demo123!' } });
    const { inviteUser: invited } = await gql<{ inviteUser: { __typename: string; membershipId: string } }>(
      'mutation($input: InviteUserInput!) { inviteUser(input: $input) { __typename ... on InvitationSent { membershipId } } }',
      { input: { email: 'dolacza@demo.test', permissionGroup: 'LOCATION_USER' } },
    );
    expect(invited.__typename).toBe('InvitationSent');
    const { regon } = (await gql<{ myCompany: { regon: string } }>('{ myCompany { __typename ... on CompanyDetails { regon } } }', {})).myCompany;

    await page.goto('/registration');
    await page.getByLabel('REGON').fill(regon);
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByText(/Ta firma jest już zarejestrowana na platformie/)).toBeVisible();
    await page.getByRole('link', { name: 'Dołącz do tej firmy' }).click();
    await expect(page).toHaveURL(`/assign_to_company?regon=${regon}`);
    const form = page.getByRole('form', { name: 'Dołącz do firmy' });
    await expect(form.getByLabel('REGON')).toHaveValue(regon);

    const email = form.getByLabel('Adres e-mail');
    await email.fill('nikt@nigdzie.test');
    await form.getByRole('button', { name: 'Dołącz' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/nie występuje w bazie członków/)).toBeVisible();

    // An account of another company: the company is the wrong one, so the REGON says so.
    await email.fill('admin@demo.test');
    await form.getByRole('button', { name: 'Dołącz' }).click();
    await expect(form.getByLabel('REGON')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Użytkownik nie jest przypisany do tej firmy.')).toBeVisible();

    await email.fill('dolacza@demo.test');
    await form.getByRole('button', { name: 'Dołącz' }).click();
    await expect(form.getByText(/Link aktywacyjny wysłaliśmy na podany adres e-mail/)).toBeVisible();
    expect(await mailedPath('dolacza@demo.test', 'invitation')).toMatch(/^\/confirm\/email\//);
    // The company's users list is as the later journeys expect it.
    await gql('mutation($id: ID!) { deleteMembership(membershipId: $id) { __typename } }', { id: invited.membershipId });
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    // The login form has an e-mail field too: type only once the reset page is shown.
    await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
    await page.getByLabel('Adres e-mail').fill('nikt@nigdzie.test');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByText('Podany adres e-mail nie pasuje do żadnego konta na platformie')).toBeVisible();
    await page.getByLabel('Adres e-mail').fill('jan.piekarz@piekarnia.test');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('button', { name: 'Wysłano' })).toBeDisabled();

    const link = await mailedPath('jan.piekarz@piekarnia.test', 'password_reset');
    await page.goto(link);
    await page.getByLabel(/^Nowe hasło/).fill('Zapomniane1!');
    await page.getByLabel('Powtórz nowe hasło').fill('Zapomniane1!');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginWith(page, 'jan.piekarz@piekarnia.test', 'Zapomniane1!');

    // The link is spent: opening it again goes home with 'Link wygasł'.
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('status-message')).toContainText('Link wygasł');
  });

  test('the password changes only with the right current password', async ({ page }) => {
    await loginWith(page, 'jan.piekarz@piekarnia.test', 'Zapomniane1!');
    await page.getByRole('button', { name: /Jan Piekarz/ }).click();
    await page.getByRole('menuitem', { name: 'Zmień hasło' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zmiana hasła' })).toBeVisible();
    await page.getByLabel('Bieżące hasło').fill('Pomylone1!');
    await page.getByLabel(/^Nowe hasło/).fill('Zmienione1!');
    await page.getByLabel('Powtórz nowe hasło').fill('Zmienione1!');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page.getByText('Nieprawidłowe bieżące hasło')).toBeVisible();
    await expect(page.getByLabel('Bieżące hasło')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Bieżące hasło').fill('Zapomniane1!');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('status-message')).toContainText('Hasło zostało zmienione');
    await page.getByRole('button', { name: /Jan Piekarz/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await loginWith(page, 'jan.piekarz@piekarnia.test', 'Zmienione1!');
  });
});
