import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SingleOpenAccordion } from './single-open-accordion';

const items = [
  { id: 'one', title: 'First question', content: 'First answer' },
  { id: 'two', title: 'Second question', content: 'Second answer' },
  { id: 'three', title: 'Third question', content: 'Third answer' },
];

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('SingleOpenAccordion', () => {
  it('keeps one item open at a time, and clicking the open item closes it', async () => {
    render(<SingleOpenAccordion items={items} />);
    expect(expanded('First question')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'First question' }));
    expect(expanded('First question')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Third question' }));
    expect(expanded('Third question')).toBe('true');
    expect(expanded('First question')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Third question' }));
    expect(items.map((item) => expanded(item.title))).toEqual(['false', 'false', 'false']);
  });
});
