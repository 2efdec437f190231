import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import type { AppNotification } from '../api/get-notifications';
import { NotificationBell } from './notification-bell';
import { NotificationItems } from './notification-items';

afterEach(() => vi.unstubAllGlobals());

const item = (id: string, read: boolean, extra: Partial<AppNotification> = {}): AppNotification => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  read,
  created_at: '2026-11-23T09:00:00.000Z',
  url: null,
  ...extra,
});

const listReply = (items: AppNotification[]) => ({
  body: { data: { notifications: items, page_info: { total: items.length, total_pages: 1 } } },
});

const dot = () => screen.getByTestId('notification-dot').querySelector('.MuiBadge-badge');

describe('notification items', () => {
  it('shows a read item as read, without its Read button, and when each arrived', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    renderWithApp(<NotificationItems items={[item('a', false), item('b', true)]} onRead={vi.fn()} now={now} />);
    const [unread, read] = screen.getAllByRole('listitem');
    expect(unread).toHaveAttribute('data-read', 'false');
    expect(within(unread!).getByRole('button', { name: 'Read: Title a' })).toBeInTheDocument();
    expect(read).toHaveAttribute('data-read', 'true');
    expect(within(read!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(read!).getByText('1 hour ago')).toBeInTheDocument();
  });

  it('opens the page a notification is about, and counts it as read', async () => {
    const onRead = vi.fn();
    renderWithApp(
      <NotificationItems
        items={[item('a', false, { url: '/app/requests?id=r-1' }), item('b', false, { url: 'https://evil.example' })]}
        onRead={onRead}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Title b' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Title a' })).toHaveAttribute('href', '/app/requests?id=r-1');
    await userEvent.click(screen.getByRole('link', { name: 'Title a' }));
    expect(onRead).toHaveBeenCalledWith('a');
  });
});

describe('notification bell', () => {
  it('shows the red dot while something is unread, and Mark all as read clears it', async () => {
    let items = [item('a', false), item('b', true)];
    const { calls } = stubFetch({
      'GET /notifications': () => listReply(items),
      'PUT /notifications/read-all': () => {
        items = items.map((one) => ({ ...one, read: true }));
        return { body: { data: null } };
      },
    });
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, new items' });
    expect(dot()).not.toHaveClass('MuiBadge-invisible');
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(dot()).toHaveClass('MuiBadge-invisible'));
    expect(calls.some((call) => call.method === 'PUT' && call.url.pathname === '/v1/notifications/read-all')).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /^Read:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows no dot when every notification is read', async () => {
    stubFetch({ 'GET /notifications': () => listReply([item('b', true)]) });
    renderWithApp(<NotificationBell asLink />);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(dot()).toHaveClass('MuiBadge-invisible');
  });
});
