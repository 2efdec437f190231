import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderWithApp, stubFetch } from '@/test/render';
import { AvailabilityCard, isPaused } from './availability-card';
import { enterDate } from '@/test/date-field';

describe('availability', () => {
  it('counts a pause only while it lasts', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isPaused(null, now)).toBe(false);
    expect(isPaused('2026-11-30T00:00:00.000Z', now)).toBe(true);
    expect(isPaused('2026-11-20T00:00:00.000Z', now)).toBe(false);
  });

  it('pauses alerts until a date, shows the pause, and resumes', async () => {
    storage.setUser({ id: 'u1', first_name: 'Ada', last_name: 'Obi', email: 'a@example.com', paused_until: null });
    const { calls } = stubFetch({
      'PUT /user/availability': (init) => {
        const until = (JSON.parse(String(init?.body)) as { unavailable_until: string | null }).unavailable_until;
        return { body: { data: { paused_until: until ? `${until}T00:00:00.000Z` : null } } };
      },
    });
    renderWithApp(<AvailabilityCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause alerts' }));
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await enterDate('Pause until', '2099-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Pause alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Alerts paused until .*2099/);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ unavailable_until: '2099-01-15' });
    await userEvent.click(screen.getByRole('button', { name: 'Resume alerts' }));
    expect(await screen.findByRole('button', { name: 'Pause alerts' })).toBeInTheDocument();
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ unavailable_until: null });
  });
});
