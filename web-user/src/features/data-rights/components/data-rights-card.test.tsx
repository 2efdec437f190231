import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { DataRightsCard } from './data-rights-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  storage.clearSession();
});

const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);

describe('the profile card "Your data"', () => {
  it('downloads the export the API sends as a file, with the session token', async () => {
    storage.setToken('session-token');
    const { calls } = stubFetch({
      'GET /user/export': {
        body: { format: 'blood-match-personal-data', profile: {} },
        headers: { 'Content-Disposition': 'attachment; filename="blood-match-my-data-2026-11-27.json"' },
      },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderWithApp(<DataRightsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(toasts()).toContain('Your data was downloaded'));
    expect(calls[0]!.init?.headers).toMatchObject({ Authorization: 'Bearer session-token' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('blood-match-personal-data');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('tells the person when the export fails', async () => {
    stubFetch({ 'GET /user/export': { status: 401, body: { message: 'You need to log in to do this' } } });
    renderWithApp(<DataRightsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toasts()).toContain('You need to log in to do this'));
  });

  it('asks for the password, shows a wrong one under the field, and deletes with the right one', async () => {
    storage.setToken('session-token');
    const { calls } = stubFetch({
      'DELETE /user': (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        return password === 'right-password'
          ? { body: { data: { requests_closed: 0, matches_released: 0 }, message: 'Your account has been deleted' } }
          : {
              status: 400,
              body: {
                message: 'That password is not correct; your account was not deleted',
                errors: { password: 'That password is not correct; your account was not deleted' },
              },
            };
      },
    });
    renderWithApp(<DataRightsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });

    await userEvent.click(confirm);
    expect(within(dialog).getByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('That password is not correct; your account was not deleted'),
    ).toBeInTheDocument();
    expect(storage.getToken()).toBe('session-token');

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(confirm);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(storage.getToken()).toBeNull();
    expect(toasts()).toContain('Your account has been deleted');
    expect(calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('closes the dialog on Cancel without calling the API', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<DataRightsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });
});
