import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreDonationGuidance } from './pre-donation-guidance';

describe('pre-donation guidance', () => {
  it('goes forward through two steps and enables "Done" only after agreeing', async () => {
    const onDone = vi.fn();
    render(<PreDonationGuidance onDone={onDone} />);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
