import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { problem, viewerFixture, type Typed } from '../../../test/fixtures';
import type { DataOf, Handlers } from '../../../test/mockLink';
import type { Fragments } from '../../../test/operations.generated';

type UserData = Typed<'UserData', Fragments['UserDataForm_userData']>;

const VIEWER = viewerFixture({ permissions: ['user_data'] });
/** The page's own question about the viewer also asks when each membership was activated. */
const PAGE_VIEWER: DataOf<'UserDataPage'>['viewer'] = {
  ...VIEWER,
  memberships: VIEWER.memberships.map((m) => ({ ...m, activationDate: '2025-03-01T10:00:00Z' })),
};

const userData = (permissionGroup: UserData['permissionGroup']): UserData => ({
  __typename: 'UserData',
  id: 'u1',
  membershipId: 'm1',
  email: 'jan@firma.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  phoneNumber: '+48600700800',
  dateJoined: '2025-03-01T10:00:00Z',
  lastLogin: null,
  permissionGroup,
  isCompanyRepresentative: permissionGroup === 'LOCATION_ADMIN',
  confirmedStatute: true,
  agreeToSellingEmails: false,
  agreeToSellingPhones: false,
  agreeToSharingData: true,
  agreeToMarketingEmails: false,
  agreeToMarketingPhones: false,
});

function open(permissionGroup: UserData['permissionGroup'], handlers: Handlers = {}) {
  return renderApp({
    route: '/user_data/u1',
    viewer: VIEWER,
    handlers: { UserDataPage: () => ({ userData: userData(permissionGroup), viewer: PAGE_VIEWER }), ...handlers },
  });
}

describe('my account', () => {
  it('shows the data with the phone masked; the representative flag only to a location_admin', async () => {
    open('LOCATION_USER');
    expect(await screen.findByRole('textbox', { name: /Telefon komórkowy/ })).toHaveValue('+48 600-700-800');
    expect(screen.queryByRole('checkbox', { name: /Osoba upoważniona/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /udostępnianie danych/ })).toBeInTheDocument();
  });

  it('saves, and shows the last-representative refusal when the flag is taken away', async () => {
    const user = userEvent.setup();
    const message = 'Nie można usunąć ani odebrać uprawnień ostatniej osobie upoważnionej do reprezentacji firmy.';
    const { callsOf } = open('LOCATION_ADMIN', {
      UpdateUserData: () => ({ updateUserData: problem('LastRepresentative', 'LAST_REPRESENTATIVE', message, { field: ['input', 'isCompanyRepresentative'] }) }),
    });
    await user.click(await screen.findByRole('checkbox', { name: /Osoba upoważniona do reprezentowania firmy/ }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByTestId('status-message')).toHaveTextContent(message);
    expect(callsOf('UpdateUserData')[0]?.variables).toMatchObject({ input: { isCompanyRepresentative: false, phoneNumber: '+48600700800', agreeToSharingData: true } });
  });
});
