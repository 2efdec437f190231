import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { GiveFeedbackForm } from './give-feedback-form';

afterEach(() => vi.unstubAllGlobals());

const REQUEST_ID = '6f1c2a7e-8a51-4b8e-9d2b-3a6c1f0e9b11';
const STATUS = { 'GET /feedbacks/status': { body: { data: false } } };
const RECIPIENT_REQUEST = {
  'GET /requests': {
    body: {
      data: {
        requests: [
          {
            id: REQUEST_ID,
            hospital: 'LUTH',
            matches: [
              {
                id: '0b8f7c9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f',
                status: 'accepted',
                user: { first_name: 'Musa', last_name: 'Bello' },
              },
              {
                id: '1c9a8b7d-2e3f-4a5b-9c6d-7e8f9a0b1c2d',
                status: 'confirmed',
                user: { first_name: 'Ngozi', last_name: 'Eze' },
              },
            ],
          },
        ],
      },
    },
  },
};

const renderForm = (role: 'donor' | 'recipient') =>
  renderWithApp(<GiveFeedbackForm role={role} requestId={REQUEST_ID} />, {
    route: `/app/feedback/${REQUEST_ID}`,
    path: '/app/feedback/:requestId',
  });

describe('give feedback', () => {
  it('goes to the dashboard when the request is not one of this user', async () => {
    stubFetch({ ...STATUS, 'GET /requests/donor/6f1c2a7e-8a51-4b8e-9d2b-3a6c1f0e9b11/match': { status: 404 } });
    renderForm('donor');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('lets a recipient report a donor who accepted as not showing up', async () => {
    const { calls } = stubFetch({
      ...STATUS,
      ...RECIPIENT_REQUEST,
      'POST /feedbacks': { status: 201, body: { data: { id: 'f-1' } } },
    });
    renderForm('recipient');
    const outcome = await screen.findByLabelText('What happened with the donor?');
    for (const option of [
      'Did not show up',
      'Donated without hitches',
      'Asked for payment before or after donation beyond transport fare',
      'Unreachable after accepting',
      'Took pictures of patient without consent',
    ])
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Description cannot be empty')).toBeInTheDocument();

    await userEvent.selectOptions(outcome, 'did_not_show_up');
    // Only the donor who accepted and was not confirmed can be reported as not showing up.
    expect(screen.queryByRole('option', { name: 'Ngozi Eze' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Donor'), '0b8f7c9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f');
    await userEvent.type(screen.getByLabelText('Description'), 'Never came');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Feedback submitted successfully.'),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      type: 'Recipient',
      request_id: REQUEST_ID,
      match_id: '0b8f7c9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f',
      name: 'Musa Bello',
      hospital: 'LUTH',
      outcome: 'did_not_show_up',
      description: 'Never came',
    });
  });

  it('offers a donor the donor outcomes, with the recipient and hospital filled in', async () => {
    stubFetch({
      ...STATUS,
      'GET /requests/donor/6f1c2a7e-8a51-4b8e-9d2b-3a6c1f0e9b11/match': {
        body: {
          data: {
            match: {
              request: {
                id: REQUEST_ID,
                hospital: 'LUTH',
                first_name: 'Ada',
                user: { first_name: 'Ada', last_name: 'O' },
              },
            },
          },
        },
      },
    });
    renderForm('donor');
    expect(await screen.findByLabelText("Recipient's name")).toHaveValue('Ada O');
    expect(screen.getByLabelText('Hospital')).toHaveValue('LUTH');
    expect(screen.getByRole('option', { name: 'Recipient refused to pay reasonable transport' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Did not show up' })).not.toBeInTheDocument();
  });

  it('says so when feedback was already given', async () => {
    stubFetch({ ...RECIPIENT_REQUEST, 'GET /feedbacks/status': { body: { data: true } } });
    renderForm('recipient');
    expect(await screen.findByText('You have already given feedback for this request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
