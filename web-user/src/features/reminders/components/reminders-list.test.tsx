import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { RemindersList } from './reminders-list';

const reminder = {
  id: 'rem-1',
  title: 'Blood donation at LASUTH',
  date: '2026-12-01T09:00:00.000Z',
  calendar: { google: 'g', outlook: 'o', yahoo: 'y', ics: 'http://x/v1/reminders/rem-1.ics?signature=abc' },
};
const page = (reminders: unknown[]) => ({
  body: { data: { reminders, page_info: { total: reminders.length, total_pages: 1 } } },
});

describe('reminders', () => {
  it('lists each reminder with its signed .ics link, and deletes one with the spec toast', async () => {
    let deleted = false;
    const { calls } = stubFetch({
      'GET /reminders': () => page(deleted ? [] : [reminder]),
      'DELETE /reminders/rem-1': () => {
        deleted = true;
        return { body: { data: null, message: 'Reminder deleted successfully' } };
      },
    });
    renderWithApp(<RemindersList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Blood donation at LASUTH/ }));
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', reminder.calendar.ics);
    await userEvent.click(screen.getByRole('button', { name: 'Delete reminder Blood donation at LASUTH' }));
    expect(await screen.findByText('You do not have any reminders at the moment.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Reminder deleted successfully'),
    );
  });
});
