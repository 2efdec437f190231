import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { Achievements } from './achievements';

const stats = (dates: string[], attempted: number) => ({
  body: {
    data: {
      confirmed_donation: dates.map((date, index) => ({ id: `m${index}`, request_id: `r${index}`, date })),
      attempted_donation: { count: attempted },
      badges: [],
      hero_progress: 0,
    },
  },
});

describe('achievements', () => {
  it('shows the hero goal, and every badge as not earned for a donor with nothing yet', async () => {
    stubFetch({ 'GET /requests/stats': stats([], 0) });
    renderWithApp(<Achievements />);
    expect(await screen.findByText('Earn a Hero Badge when you donate up to three times a year')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '0 of 3 hearts towards the Hero badge' })).toBeInTheDocument();
    for (const name of ['Life Saver', 'Hero', 'We see you!'])
      expect(screen.getByRole('img', { name: `${name} badge, not earned yet` })).toBeInTheDocument();
  });

  it('sets earned badges apart, in colour and by name, from the rest', async () => {
    const today = new Date().toISOString().slice(0, 10);
    stubFetch({ 'GET /requests/stats': stats([today], 1) });
    renderWithApp(<Achievements />);
    expect(await screen.findByRole('img', { name: 'Life Saver badge, earned' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'We see you! badge, earned' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hero badge, not earned yet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 of 3 hearts towards the Hero badge' })).toBeInTheDocument();
    expect(screen.getAllByText('Earned')).toHaveLength(2);
  });
});
