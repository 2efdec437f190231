import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { AdvocateForm } from './advocate-form';

afterEach(() => vi.unstubAllGlobals());

describe('advocate application form', () => {
  it('shows every empty-field message', async () => {
    stubFetch({});
    renderWithApp(<AdvocateForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Name cannot be empty',
      'Email cannot be empty',
      'Age cannot be empty',
      'Phone number cannot be empty',
      'State must not be empty',
      'Education level must not be empty',
      'Bio must not be empty',
      'Description must not be empty',
      'Reason must not be empty',
      'Please select an image',
      'Please select a documet',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows "Invalid Email", "Must be 18 years or older" and the phone format message', async () => {
    stubFetch({});
    renderWithApp(<AdvocateForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.type(screen.getByLabelText('Age'), '17');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+234 (803) 123');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Must be 18 years or older')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number; use +234XXXXXXXXXX format')).toBeInTheDocument();
  });
});
