import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroHearts } from './hero-hearts';

const filledHearts = (container: HTMLElement) => container.querySelectorAll('svg[data-filled="true"]').length;

describe('hero hearts (shared progress rule)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 1],
    [6, 3],
  ])('fills the hearts for %i confirmed donations: %i of 3', (confirmed, filled) => {
    const { container } = render(<HeroHearts confirmedCount={confirmed} />);
    expect(container.querySelectorAll('svg')).toHaveLength(3);
    expect(filledHearts(container)).toBe(filled);
    expect(screen.getByRole('img', { name: `${filled} of 3 hearts towards the Hero badge` })).toBeInTheDocument();
  });
});
