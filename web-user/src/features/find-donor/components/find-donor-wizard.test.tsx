import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as FindDonorRoute } from '@/app/routes/app/find-donor';
import { stubFetch } from '@/test/render';
import { renderRoutes } from '@/test/render-routes';
import { nowForInput, toPayloadDate } from '../hooks/request-date';
import { stepsFor } from '../hooks/wizard-steps';
import { loadFindDonorSchemas } from './load-find-donor-schemas';
import { enterDate } from '@/test/date-field';

const WIZARD = '/app/dashboard/find-donor';

const referenceData = {
  'GET /util/states': { body: { data: { states: [{ id: 25, name: 'Lagos' }] } } },
  'GET /util/reasons': {
    body: {
      data: {
        reasons: [
          { id: 1, name: 'Surgery', other: false },
          { id: 9, name: 'Other', other: true },
        ],
      },
    },
  },
  'GET /hospitals': (_init: RequestInit | undefined, url: URL) => ({
    body: {
      data: {
        hospitals: /luth/i.test(url.searchParams.get('q') ?? '')
          ? [
              {
                id: '6f1c8e2a-4b7d-4c1e-9a3f-2d5b7e9c1a04',
                name: 'Lagos University Teaching Hospital',
                aliases: ['LUTH'],
                kind: 'teaching',
                address: null,
                town: 'Mushin',
                lga: null,
                state: { id: 25, name: 'Lagos' },
                latitude: 6.528,
                longitude: 3.3541,
                has_blood_bank: true,
                verified: true,
                distance_km: null,
              },
            ]
          : [],
      },
    },
  }),
};

const open = (recipient: 'self' | 'other') =>
  renderRoutes({ [WIZARD]: <FindDonorRoute /> }, `${WIZARD}?recipient=${recipient}`);

const proceed = () => userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
/** Pasting keeps these long journeys quick; each field still goes through its change handler. */
const type = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};
const expectStep = (text: string, heading: string) => {
  expect(screen.getByTestId('wizard-step')).toHaveTextContent(text);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
};

const fillRequestDetails = async ({ phone }: { phone?: string } = {}) => {
  await screen.findByRole('option', { name: 'Surgery' });
  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Surgery');
  await type('Units of blood (1 to 4)', '2');
  if (phone !== undefined) await type("Recipient's phone number", phone);
  await userEvent.click(screen.getByRole('button', { name: 'Now!' }));
};

const fillHospital = async () => {
  // The hospital search runs on typing, as a person does; a result is a button.
  await userEvent.type(screen.getByLabelText('Hospital'), 'luth');
  await userEvent.click(await screen.findByRole('button', { name: /Lagos University Teaching Hospital/ }));
  expect(screen.getByTestId('chosen-hospital')).toHaveTextContent('Lagos University Teaching Hospital');
  await type('Physician', 'Dr Bello');
};

// The schemas load on the form's first touch; loaded once here, each check is over when a click is.
beforeAll(async () => {
  await loadFindDonorSchemas();
});
beforeEach(() => stubFetch(referenceData));
afterEach(() => vi.unstubAllGlobals());

describe('find-donor wizard steps', () => {
  it('has 2 steps for yourself and 3 for another recipient, who comes first', () => {
    expect(stepsFor('self')).toEqual(['request', 'hospital']);
    expect(stepsFor('other')).toEqual(['recipient', 'request', 'hospital']);
  });

  it('fills "Now!" in Lagos time and sends the date as YYYY-MM-DD HH:mm:ss', () => {
    expect(nowForInput(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24T00:30');
    expect(toPayloadDate('2026-11-24T00:30')).toBe('2026-11-24 00:30:00');
  });
});

describe('find-donor wizard for yourself', () => {
  it('goes request details then hospital, with every message, and no phone field', async () => {
    open('self');
    expectStep('Step 1 of 2', 'Request Details');
    expect(screen.queryByLabelText("Recipient's phone number")).not.toBeInTheDocument();
    await proceed();
    for (const message of ['Reason cannot be empty', 'Units cannot be empty', 'Date cannot be empty'])
      expect(screen.getByText(message)).toBeInTheDocument();
    await type('Units of blood (1 to 4)', '5');
    await proceed();
    expect(screen.getByText('You can only request for a maximum of 4 units of blood')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Units of blood (1 to 4)'));
    await fillRequestDetails();
    await proceed();
    expectStep('Step 2 of 2', 'Hospital Details');
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of ['Choose the hospital', 'Physician  cannot be empty'])
      expect(screen.getByText(message, { normalizer: (text) => text })).toBeInTheDocument();
  });
});

describe('find-donor wizard dates', () => {
  it('refuses past and too distant dates with the messages the API gives, and takes "Now!"', async () => {
    open('self');
    await screen.findByRole('option', { name: 'Surgery' });
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Surgery');
    await type('Units of blood (1 to 4)', '1');
    const tryDate = async (value: string) => {
      await enterDate('Date and time needed', value);
      await proceed();
    };
    await tryDate('2001-01-01T10:00');
    expect(screen.getByText('The date cannot be in the past')).toBeInTheDocument();
    await tryDate(nowForInput(new Date(Date.now() + 40 * 86_400_000)));
    expect(screen.getByText('The date cannot be more than 30 days ahead')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Now!' }));
    await proceed();
    expectStep('Step 2 of 2', 'Hospital Details');
  });
});

describe('find-donor wizard for another recipient', () => {
  it('asks who first, then the phone with its messages, and sends the normalised payload', async () => {
    const { calls } = stubFetch({
      ...referenceData,
      'POST /requests': { status: 201, body: { data: { request: { id: 'r1' } }, message: 'ok' } },
    });
    open('other');
    expectStep('Step 1 of 3', 'Recipient Details');
    await proceed();
    for (const message of [
      'Recipient first name cannot be empty',
      'Recipient last name cannot be empty',
      'Gender cannot be empty',
      'Blood group cannot be empty',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await type("Recipient's first name", 'Chidi');
    await type("Recipient's last name", 'Eze');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await userEvent.selectOptions(screen.getByLabelText('Blood group'), 'O+');
    await proceed();
    expectStep('Step 2 of 3', 'Request Details');
    await proceed();
    expect(screen.getByText('Phone number cannot be empty')).toBeInTheDocument();
    await fillRequestDetails({ phone: '0803 123 45' });
    await proceed();
    expect(screen.getByText('Invalid phone number; use +234XXXXXXXXXX format')).toBeInTheDocument();
    await type("Recipient's phone number", '67');
    await proceed();
    expectStep('Step 3 of 3', 'Hospital Details');
    await fillHospital();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('went to /app/dashboard/find-donor/complete')).toBeInTheDocument();
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Request submitted successfully');
    const post = calls.find((call) => call.method === 'POST')!;
    const body = JSON.parse(String(post.init?.body));
    expect(body).toMatchObject({
      recipient: 'others',
      first_name: 'Chidi',
      last_name: 'Eze',
      gender: 'Male',
      blood_group: 'O+',
      phone_number: '2348031234567',
      reason_id: 1,
      units: 2,
      hospital_id: '6f1c8e2a-4b7d-4c1e-9a3f-2d5b7e9c1a04',
      physician: 'Dr Bello',
    });
    expect(body).not.toHaveProperty('latitude');
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
  });

  it('goes back to step 1 when the submit fails, with the server message', async () => {
    stubFetch({
      ...referenceData,
      'POST /requests': {
        status: 400,
        body: {
          message: 'Recipient first name cannot be empty',
          errors: { first_name: 'Recipient first name cannot be empty' },
        },
      },
    });
    open('other');
    await type("Recipient's first name", 'Chidi');
    await type("Recipient's last name", 'Eze');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.selectOptions(screen.getByLabelText('Blood group'), 'A-');
    await proceed();
    await fillRequestDetails({ phone: '+234 803 123 4567' });
    await proceed();
    await fillHospital();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await waitFor(() => expectStep('Step 1 of 3', 'Recipient Details'));
    expect(screen.getByLabelText("Recipient's first name")).toHaveValue('Chidi');
    expect(
      within(await screen.findByTestId('toast-error')).getByText('Recipient first name cannot be empty'),
    ).toBeInTheDocument();
  });

  it('starts filled in when asked to request again with the same details', () => {
    const prefill = { first_name: 'Chidi', last_name: 'Eze', gender: 'Male', blood_group: 'O+', units: '2' };
    renderRoutes(
      { [WIZARD]: <FindDonorRoute /> },
      { pathname: WIZARD, search: '?recipient=other', state: { prefill } },
    );
    expect(screen.getByLabelText("Recipient's first name")).toHaveValue('Chidi');
    expect(screen.getByLabelText('Blood group')).toHaveValue('O+');
  });

  it('is for yourself unless ?recipient=other says otherwise', () => {
    renderRoutes({ [WIZARD]: <FindDonorRoute /> }, WIZARD);
    expectStep('Step 1 of 2', 'Request Details');
  });
});

describe('the hospital step', () => {
  const reachHospitalStep = async () => {
    open('self');
    await fillRequestDetails();
    await proceed();
    expectStep('Step 2 of 2', 'Hospital Details');
  };

  it('says when no hospital has that name, then adds "my hospital" and chooses it', async () => {
    const { calls } = stubFetch({
      ...referenceData,
      'POST /hospitals': (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        if (body.town !== 'Ikeja')
          return {
            status: 400,
            body: {
              message: 'Town not found; choose a town from the list',
              errors: { town: 'Town not found; choose a town from the list' },
            },
          };
        return {
          status: 201,
          body: {
            data: {
              hospital: {
                id: '0b6d2c3e-8f1a-4e5b-b7c9-3a2d1e4f5a66',
                name: body.name,
                aliases: [],
                kind: 'general',
                address: body.address,
                town: 'Ikeja',
                lga: null,
                state: { id: 25, name: 'Lagos' },
                latitude: 6.5965,
                longitude: 3.342,
                has_blood_bank: false,
                verified: false,
                distance_km: null,
              },
            },
            message: 'Hospital added',
          },
        };
      },
    });
    await reachHospitalStep();
    await userEvent.type(screen.getByLabelText('Hospital'), 'Mercy Clinic');
    expect(await screen.findByText('No hospital found with that name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My hospital is not listed' }));
    expect(screen.getByLabelText('Hospital name')).toHaveValue('Mercy Clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(screen.getByText('Hospital address cannot be empty')).toBeInTheDocument();
    await type('Address', '4 Hope Street');
    await type('Town', 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByText('Town not found; choose a town from the list')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Town'));
    await type('Town', 'Ikeja');
    await userEvent.click(screen.getByRole('button', { name: 'Add hospital' }));
    expect(await screen.findByTestId('chosen-hospital')).toHaveTextContent('Mercy Clinic');
    expect(screen.getByText('Hospital not yet verified')).toBeInTheDocument();
    const proposal = calls.filter((call) => call.method === 'POST').at(-1)!;
    expect(JSON.parse(String(proposal.init?.body))).toEqual({
      name: 'Mercy Clinic',
      address: '4 Hope Street',
      town: 'Ikeja',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change hospital' }));
    expect(screen.getByLabelText('Hospital')).toBeInTheDocument();
  });

  it('shows each result with its place and whether staff verified it', async () => {
    await reachHospitalStep();
    await userEvent.type(screen.getByLabelText('Hospital'), 'luth');
    const result = await screen.findByRole('button', { name: /Lagos University Teaching Hospital/ });
    expect(result).toHaveTextContent('Mushin, Lagos');
    expect(within(result).getByTestId('hospital-trust')).toHaveTextContent('Verified hospital');
  });
});
