import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DonorAgeNotice } from './donor-age-notice';

describe('donor age notice', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('tells someone under 18 at once that they will not receive requests', () => {
    renderWithApp(<DonorAgeNotice dob="2010-01-01" now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You cannot donate blood until you are 18. You will not receive blood requests until then.',
    );
  });

  it('says nothing for an eligible age or no date yet', () => {
    const adult = renderWithApp(<DonorAgeNotice dob="2008-11-23" now={now} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    adult.unmount();
    renderWithApp(<DonorAgeNotice dob="" now={now} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
