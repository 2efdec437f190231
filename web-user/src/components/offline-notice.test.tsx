import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';

const goOffline = (offline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: !offline, configurable: true });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

// The app's provider mounts the notice on every page.
describe('OfflineNotice', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('says nothing while online', () => {
    renderWithApp(<p>page</p>);
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  // The notice's Alert loads on first use (components/offline-alert.tsx), so it shows a moment after the drop.
  it('appears when the connection drops and goes when it returns', async () => {
    renderWithApp(<p>page</p>);
    act(() => goOffline(true));
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('status')).toHaveTextContent('Pages you opened before still work.');
    act(() => goOffline(false));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('shows when the app opens without a connection', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithApp(<p>page</p>);
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
  });
});
