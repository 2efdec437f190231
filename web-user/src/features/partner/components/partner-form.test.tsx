import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PartnerForm } from './partner-form';

describe('partner form', () => {
  it('shows its messages, and asks for a description when Other is chosen', async () => {
    renderWithApp(<PartnerForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Name cannot be empty', 'Email cannot be empty', 'Please select an option'])
      expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'x@');
    await userEvent.selectOptions(screen.getByLabelText('How would you like to partner?'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Description must not be empty')).toBeInTheDocument();
  });
});
