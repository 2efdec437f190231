import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMoreText } from './show-more-text';

const long = 'A'.repeat(70) + 'BCDEF';

describe('ShowMoreText', () => {
  it('cuts the text at 70 characters with Show More, and Show Less restores the cut', async () => {
    render(<ShowMoreText text={long} />);
    expect(screen.getByText(`${'A'.repeat(70)}...`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByText(`${'A'.repeat(70)}...`)).toBeInTheDocument();
  });

  it('shows text of 70 characters or fewer whole, without a button', () => {
    render(<ShowMoreText text={'B'.repeat(70)} />);
    expect(screen.getByText('B'.repeat(70))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
