import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { greetingFor } from '@app/domain';
import { roleMenu } from '@/components/layouts/app-menus';
import { paths } from '@/config/paths';
import { renderWithApp } from '@/test/render';
import { Dashboard, Greeting } from './dashboard';

const at = (hours: number, minutes = 0) => new Date(2026, 0, 15, hours, minutes);

describe('dashboard greeting (shared hour rule)', () => {
  it.each([
    [at(0, 0), 'Good Morning'],
    [at(11, 59), 'Good Morning'],
    [at(12, 0), 'Good Afternoon'],
    [at(14, 59), 'Good Afternoon'],
    [at(15, 0), 'Good Evening'],
    [at(23, 54), 'Good Evening'],
  ])('greets at %s with %s and the first name', (now, greeting) => {
    render(<Greeting firstName="Ada" now={now} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${greeting}, Ada`);
  });

  it('uses the boundaries 12, 15 and 23.9 of the shared library, and Hello outside the day', () => {
    expect(greetingFor(12)).toBe('Good Afternoon');
    expect(greetingFor(15)).toBe('Good Evening');
    expect(greetingFor(23.9)).toBe('Good Evening');
    expect(greetingFor(24)).toBe('Hello');
    expect(greetingFor(-1)).toBe('Hello');
  });
});

const ADA = { id: 'u1', first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' };

describe('switching account type from the dashboard', () => {
  it('offers a donor Find A Donor, and a recipient the donor account, on the page itself', async () => {
    const onSwitchRole = vi.fn();
    const donor = renderWithApp(<Dashboard user={ADA} role="donor" onSwitchRole={onSwitchRole} />);
    expect(screen.getByText('Need blood for yourself or someone else?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Find A Donor' }));
    expect(onSwitchRole).toHaveBeenCalledTimes(1);
    donor.unmount();

    renderWithApp(<Dashboard user={ADA} role="recipient" onSwitchRole={onSwitchRole} />);
    expect(screen.getByRole('link', { name: /For Yourself/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to donor account' }));
    expect(onSwitchRole).toHaveBeenCalledTimes(2);
  });

  it('tells a donor without date of birth or location what to add before requests can reach them', () => {
    renderWithApp(<Dashboard user={{ ...ADA, dob: null, latitude: null }} role="donor" />);
    expect(
      screen.getByText('Add your date of birth and location so we can show you requests near you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/app/profile');
  });
});

describe('role menus', () => {
  it('put Share Testimonial and Report Abuse in both roles’ menus, once each', () => {
    for (const role of ['donor', 'recipient'] as const) {
      const targets = roleMenu(role).map((item) => item.to);
      expect(targets).toEqual(expect.arrayContaining([paths.app.shareTestimonial, paths.app.report]));
      expect(new Set(targets).size).toBe(targets.length);
    }
  });
});
