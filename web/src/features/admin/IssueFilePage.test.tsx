import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { homeFixture, viewerFixture } from '../../test/fixtures';
import { fileAnswer, jsonAnswer, stubFileRoutes } from '../../test/fileRoutes';
import { FILE_POLL_MS } from './IssueFileStatus';
import type { DataOf } from '../../test/mockLink';

const admin = viewerFixture({ permissions: ['repository'] });
const state = (ready: boolean): DataOf<'IssueFileState'> => ({ issueFile: { __typename: 'IssueFile', id: '5', ready } });

describe('issue file page (/repository/issue_file/{id})', () => {
  afterEach(() => vi.useRealTimers());

  it('says the file is being prepared, updates by itself and then downloads it under its own name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const files = stubFileRoutes(() => fileAnswer('issues_5.xlsx'));
    const answers = [false, true];
    renderApp({ route: '/repository/issue_file/5', viewer: admin, handlers: { IssueFileState: () => state(answers.shift() ?? true) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plik zgłoszeń nr 5' })).toBeInTheDocument();
    expect(await screen.findByText(/Plik zgłoszeń jest przygotowywany/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pobierz plik zgłoszeń' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS));
    await user.click(await screen.findByRole('button', { name: 'Pobierz plik zgłoszeń' }));
    await waitFor(() => expect(files.saved).toEqual(['issues_5.xlsx']));
    expect(files.requested).toEqual([{ url: '/files/repository/issue-files/5', method: 'GET', body: undefined }]);
  });

  it('shows the refusal instead of a broken file when the download is refused', async () => {
    const user = userEvent.setup();
    const files = stubFileRoutes(() => jsonAnswer(403, { __typename: 'PermissionDenied', message: 'Nie masz uprawnień do tej czynności', field: null }));
    renderApp({ route: '/repository/issue_file/5', viewer: admin, handlers: { IssueFileState: () => state(true) } });
    await user.click(await screen.findByRole('button', { name: 'Pobierz plik zgłoszeń' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    expect(files.saved).toEqual([]);
  });

  it('shows the gateway’s refusal of the file and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsOf } = renderApp({
      route: '/repository/issue_file/5',
      viewer: admin,
      handlers: { IssueFileState: () => ({ issueFile: { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: 'Nie masz uprawnień do tej czynności' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie masz uprawnień do tej czynności');
    const asked = callsOf('IssueFileState').length;
    await act(() => vi.advanceTimersByTimeAsync(FILE_POLL_MS * 3));
    expect(callsOf('IssueFileState')).toHaveLength(asked);
  });

  it('sends a member without the repository permission home, and a visitor to the login page', async () => {
    const { router } = renderApp({ route: '/repository/issue_file/5', viewer: viewerFixture({ permissions: ['user_data'] }), handlers: { Home: () => homeFixture() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const visitor = renderApp({ route: '/repository/issue_file/5', viewer: null });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  });
});
