import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { RequestComplete } from './request-complete';

describe('request complete', () => {
  it('reads the recipient guidance in two steps, and "Done" goes to the dashboard only after agreeing', async () => {
    renderRoutes({ '/app/dashboard/find-donor/complete': <RequestComplete /> }, '/app/dashboard/find-donor/complete');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/transport fare to and from the hospital is your duty/)).toBeInTheDocument();
    expect(screen.getByText(/Do not pay a donor for blood/)).toBeInTheDocument();
    expect(screen.getByText(/Do not contact donors outside the platform/)).toBeInTheDocument();
    expect(screen.getByText(/Keep your phone switched on and reachable/)).toBeInTheDocument();
    expect(screen.getByText(/Do not send the donor to a different hospital/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(/make the request again so other donors are asked/)).toBeInTheDocument();
    expect(screen.getByText(/A donor may ask for a photo .* with the patient's consent/)).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to these guidelines' }));
    await userEvent.click(done);
    expect(screen.getByText('went to /app/dashboard')).toBeInTheDocument();
  });
});
