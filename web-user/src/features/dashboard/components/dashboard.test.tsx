import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { greetingFor } from '@app/domain';
import { Greeting } from './dashboard';

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
