import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { ByTheNumbers } from './by-the-numbers';
import { HomeTestimonials } from './home-testimonials';

afterEach(() => vi.unstubAllGlobals());

describe('home page community sections', () => {
  it('invites the first story while no testimonial is approved, naming nobody', async () => {
    stubFetch({
      'GET /testimonials': { body: { data: { testimonials: [], page_info: { total: 0, total_pages: 0 } } } },
    });
    renderWithApp(<HomeTestimonials />);
    expect(await screen.findByTestId('testimonials-empty')).toHaveTextContent('No stories have been shared yet.');
    expect(screen.getByRole('link', { name: 'Share your story' })).toHaveAttribute('href', '/app/share-testimonial');
    expect(screen.queryByTestId('testimonial')).not.toBeInTheDocument();
  });

  it('shows approved testimonials as the API gives them', async () => {
    stubFetch({
      'GET /testimonials': {
        body: {
          data: {
            testimonials: [
              { id: 't-1', name: 'Halima', type: 'donor', state: 'Kano', summary: 'Short and kind.', created_on: '' },
              { id: 't-2', name: null, type: 'recipient', state: 'Oyo', summary: 'Thank you all.', created_on: '' },
            ],
            page_info: { total: 2, total_pages: 1 },
          },
        },
      },
    });
    renderWithApp(<HomeTestimonials />);
    expect(await screen.findAllByTestId('testimonial')).toHaveLength(2);
    expect(screen.getByText('Halima')).toBeInTheDocument();
    expect(screen.getByText('Donor, Kano')).toBeInTheDocument();
    expect(screen.getByText('Recipient, Oyo')).toBeInTheDocument();
  });

  it('counts real figures, and shows no number when they cannot be read', async () => {
    const stats = { registered_donors: 1204, donation_requests: 20, successful_matches: 6, advocates: 0 };
    stubFetch({ 'GET /stats/platform': { body: { data: stats } } });
    const first = renderWithApp(<ByTheNumbers />);
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(screen.getByTestId('stat-successful_matches')).toHaveTextContent('6');
    first.unmount();
    stubFetch({ 'GET /stats/platform': { status: 500, body: { message: 'down' } } });
    renderWithApp(<ByTheNumbers />);
    expect(await screen.findByText('The figures cannot be shown right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-registered_donors')).not.toBeInTheDocument();
  });
});
