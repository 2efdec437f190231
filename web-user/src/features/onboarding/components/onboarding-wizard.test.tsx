import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { CONSENT_MESSAGES } from '@app/domain';
import { LastDonationStep } from './last-donation-step';
import { OnboardingWizard, nextStep } from './onboarding-wizard';
import { enterDate } from '@/test/date-field';

afterEach(() => vi.unstubAllGlobals());

const STATES = { 'GET /util/states': { body: { data: { states: [{ id: 24, name: 'Lagos' }] } } } };

describe('donor onboarding wizard', () => {
  it('only moves forward', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(4)).toBe(4);
  });

  it('starts at step 1 with the account form, and at step 2 when registered', () => {
    const first = renderWithApp(<OnboardingWizard startStep={1} accountStep={<p>account form</p>} />);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('account form')).toBeInTheDocument();
    first.unmount();
    renderWithApp(<OnboardingWizard startStep={2} accountStep={<p>account form</p>} />);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
  });

  it('shows the personal details messages, then advances with no way back', async () => {
    stubFetch(STATES);
    renderWithApp(<OnboardingWizard startStep={2} accountStep={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to the next step' }));
    for (const message of [
      'Gender cannot be empty',
      'Date of birth cannot be empty',
      'Blood group cannot be empty',
      CONSENT_MESSAGES.healthDataRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await enterDate('Date of Birth', '1990-05-01');
    await userEvent.selectOptions(screen.getByLabelText('Blood Group'), 'O+');
    // Blood group and genotype are health data: without the explicit consent the step does not finish.
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to the next step' }));
    expect(screen.getByText(CONSENT_MESSAGES.healthDataRequired)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree that my blood type and genotype/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to the next step' }));

    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /back|previous/i })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Proceed to the next step' }));
    for (const message of [
      'State cannot be empty',
      'Latitude cannot be empty',
      'Longitude cannot be empty',
      'Location must not be empty',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('rejects a date of birth later than today', async () => {
    renderWithApp(<OnboardingWizard startStep={2} accountStep={null} />);
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await enterDate('Date of Birth', `${new Date().getFullYear() + 1}-01-01`);
    await userEvent.selectOptions(screen.getByLabelText('Blood Group'), 'A+');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to the next step' }));
    expect(screen.getByText('Date of birth cannot be later than today')).toBeInTheDocument();
  });
});

describe('onboarding someone who needs blood', () => {
  it('asks gender and blood group only, sends just those with the consent, and lands on the dashboard as recipient', async () => {
    const { calls } = stubFetch({
      'PUT /user': {
        body: {
          data: { user: { id: 'u1', first_name: 'Chiamaka', role: 'recipient', onboarded: true } },
          message: 'You have onboarded successfully!',
        },
      },
    });
    renderWithApp(<OnboardingWizard role="recipient" startStep={2} accountStep={null} />);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Date of Birth' })).not.toBeInTheDocument();

    const finish = screen.getByRole('button', { name: 'Finish and find a donor' });
    await userEvent.click(finish);
    for (const message of [
      'Gender cannot be empty',
      'Blood group cannot be empty',
      CONSENT_MESSAGES.healthDataRequiredRecipient,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.selectOptions(screen.getByLabelText('Blood Group'), 'O-');
    await userEvent.click(screen.getByRole('checkbox', { name: /used to find donors who match me/ }));
    await userEvent.click(finish);

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['PUT /v1/user']);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      gender: 'Female',
      blood_group: 'O-',
      health_data_consent: true,
    });
    expect(window.localStorage.getItem('role')).toBe('recipient');
  });
});

describe('last donation step', () => {
  const now = () => new Date(2026, 5, 1);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

  it('shows "Month cannot be empty" and "Year cannot be empty"', async () => {
    renderWithApp(<LastDonationStep onDone={vi.fn()} now={now} />);
    await submit();
    expect(screen.getByText('Month cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Year cannot be empty')).toBeInTheDocument();
  });

  it.each([
    ['99', 'Enter a valid year'],
    ['1926', 'Year must be greater than 1926'],
    ['2027', 'Year cannot be greater than 2026'],
  ])('year %s shows "%s"', async (year, message) => {
    renderWithApp(<LastDonationStep onDone={vi.fn()} now={now} />);
    await userEvent.selectOptions(screen.getByLabelText('Month'), '03');
    await userEvent.type(screen.getByLabelText('Year'), year);
    await submit();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('sends YYYY-MM-01, or null when never donated', async () => {
    const onDone = vi.fn();
    renderWithApp(<LastDonationStep onDone={onDone} now={now} />);
    await userEvent.selectOptions(screen.getByLabelText('Month'), '03');
    await userEvent.type(screen.getByLabelText('Year'), '2025');
    await submit();
    expect(onDone).toHaveBeenLastCalledWith('2025-03-01');
    await userEvent.click(screen.getByLabelText('I have never donated blood'));
    await submit();
    expect(onDone).toHaveBeenLastCalledWith(null);
  });
});
