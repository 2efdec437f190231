import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/api-types';
import { storage } from '@/lib/storage';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { ProfilePage } from './profile-page';
import { enterDate } from '@/test/date-field';

afterEach(() => vi.unstubAllGlobals());

const USER: User = {
  id: 'u-1',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  phone_number: '+2348031234567',
  gender: 'Female',
  dob: '1990-05-01',
  blood_group: 'O+',
  genotype: 'AA',
  blood_group_editable: true,
  genotype_editable: true,
  state_id: 24,
  state: { id: 24, name: 'Lagos' },
  address: 'Ikeja, Lagos, Nigeria',
  height: 5.5,
  weight: 60,
  blood_pressure: '120/80',
  heart_rate: 70,
  image: null,
};

const exact = getDefaultNormalizer({ collapseWhitespace: false, trim: false });
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);
const card = (name: string) => screen.getByRole('region', { name });

const renderProfile = (user: User = USER) => {
  storage.setUser(user);
  return renderWithApp(<ProfilePage />);
};

describe('profile page', () => {
  it('toggles the vitals card between view and edit, and shows every vitals message', async () => {
    const { calls } = stubFetch({
      'PUT /user': (init) => ({
        body: {
          data: { user: { ...USER, ...JSON.parse(String(init?.body)) } },
          message: 'Vitals updated successfully',
        },
      }),
    });
    renderProfile();
    const vitals = card('Vitals');
    expect(within(vitals).getByText('120/80')).toBeInTheDocument();
    expect(within(vitals).queryByRole('textbox')).not.toBeInTheDocument();

    await userEvent.click(within(vitals).getByRole('button', { name: 'Edit: Vitals' }));
    for (const label of ['Height (ft)', 'Weight (kg)', 'Heart rate (BPM)']) {
      await userEvent.clear(within(vitals).getByLabelText(label));
      await userEvent.type(within(vitals).getByLabelText(label), '0');
    }
    await userEvent.clear(within(vitals).getByLabelText('Blood pressure (mm Hg)'));
    await userEvent.type(within(vitals).getByLabelText('Blood pressure (mm Hg)'), '1200/80');
    await userEvent.click(within(vitals).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Height  must be greater than 0',
      'Weight  must be greater than 0',
      'Heart rate  must be greater than 0',
      'Must be in the "XXX/XXX" format',
    ])
      // The spec's messages keep their double spaces.
      expect(within(vitals).getByText(message, { normalizer: exact })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Empty vitals are sent as null.
    for (const label of ['Height (ft)', 'Weight (kg)', 'Heart rate (BPM)'])
      await userEvent.clear(within(vitals).getByLabelText(label));
    await userEvent.clear(within(vitals).getByLabelText('Blood pressure (mm Hg)'));
    await userEvent.type(within(vitals).getByLabelText('Blood pressure (mm Hg)'), '110/70');
    await userEvent.click(within(vitals).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Vitals updated successfully'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      height: null,
      weight: null,
      heart_rate: null,
      blood_pressure: '110/70',
    });
    expect(await within(vitals).findByText('110/70')).toBeInTheDocument();
    expect(within(vitals).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(storage.getUser()?.blood_pressure).toBe('110/70');
  });

  it('edits personal details with the once-only warning; email is not editable', async () => {
    const { calls } = stubFetch({
      'PUT /user': (init) => ({ body: { data: { user: { ...USER, ...JSON.parse(String(init?.body)) } } } }),
    });
    renderProfile();
    const personal = card('Personal details');
    expect(within(personal).getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.click(within(personal).getByRole('button', { name: 'Edit: Personal details' }));
    expect(within(personal).getByText('You can edit your blood group and genotype only once.')).toBeInTheDocument();
    expect(within(personal).getByLabelText('Email')).toBeDisabled();

    await userEvent.selectOptions(within(personal).getByLabelText('Gender'), '');
    await enterDate('Date of Birth', '', personal);
    await userEvent.selectOptions(within(personal).getByLabelText('Blood Group'), '');
    await userEvent.click(within(personal).getByRole('button', { name: 'Save' }));
    for (const message of ['Gender cannot be empty', 'Date of birth cannot be empty', 'Blood group cannot be empty'])
      expect(within(personal).getByText(message)).toBeInTheDocument();

    await userEvent.selectOptions(within(personal).getByLabelText('Gender'), 'Female');
    await enterDate('Date of Birth', '1991-02-03', personal);
    await userEvent.selectOptions(within(personal).getByLabelText('Blood Group'), 'A+');
    await userEvent.click(within(personal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Profile updated successfully'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      gender: 'Female',
      dob: '1991-02-03',
      blood_group: 'A+',
      genotype: 'AA',
      state_id: 24,
    });
  });

  it('locks blood group and genotype once the API says they were edited', async () => {
    renderProfile({ ...USER, blood_group_editable: false, genotype_editable: false });
    const personal = card('Personal details');
    await userEvent.click(within(personal).getByRole('button', { name: 'Edit: Personal details' }));
    expect(within(personal).getByLabelText('Blood Group')).toBeDisabled();
    expect(within(personal).getByLabelText('Genotype')).toBeDisabled();
    expect(within(personal).getAllByText('Already edited once: it cannot change again')).toHaveLength(2);
    await userEvent.click(within(personal).getByRole('button', { name: 'Cancel' }));
    expect(within(personal).queryByLabelText('Blood Group')).not.toBeInTheDocument();
  });

  it('moves the location with the place search, sending it with the personal details', async () => {
    const { calls } = stubFetch({
      'GET /util/states': {
        body: {
          data: {
            states: [
              { id: 24, name: 'Lagos' },
              { id: 25, name: 'Oyo' },
            ],
          },
        },
      },
      'GET /util/places': {
        body: {
          data: {
            places: [{ name: 'Bodija', state: 'Oyo', state_id: 25, kind: 'town', latitude: 7.43, longitude: 3.91 }],
            attribution: '',
          },
        },
      },
      'PUT /user': (init) => ({ body: { data: { user: { ...USER, ...JSON.parse(String(init?.body)) } } } }),
    });
    renderProfile();
    const location = card('Location');
    await userEvent.click(within(location).getByRole('button', { name: 'Edit: Location' }));
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    expect(within(location).getByText('Location must not be empty')).toBeInTheDocument();
    await userEvent.click(within(location).getByLabelText('Search for your town or area'));
    await userEvent.paste('Bodi');
    await userEvent.click(await screen.findByRole('option', { name: /Bodija/ }, { timeout: 5000 }));
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Location updated successfully'));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')?.init?.body))).toEqual({
      gender: 'Female',
      dob: '1990-05-01',
      blood_group: 'O+',
      state_id: 25,
      latitude: 7.43,
      longitude: 3.91,
      address: 'Bodija, Oyo, Nigeria',
    });
    // The search waits 300 ms after typing; a busy machine needs more than the default time.
  }, 15_000);

  it('previews and uploads a photo; the session user gets the new image', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubFetch({
      'PUT /user': { body: { data: { user: { ...USER, image: 'http://files/ada.png' } } } },
    });
    const { container } = renderProfile();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.png,.jpg,.jpeg,.gif');
    await userEvent.upload(input, new File(['png'], 'ada.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts()).toContain('Image uploaded successfully'));
    expect(calls[0]?.init?.body).toBeInstanceOf(FormData);
    expect(storage.getUser()?.image).toBe('http://files/ada.png');
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveAttribute('src', 'http://files/ada.png');
  });

  it('refuses other file types and says the generic text when the upload fails', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    // A refusal, which is not tried again (a dropped connection would be: lib/upload-retry.test.ts).
    const { calls } = stubFetch({ 'PUT /user': { status: 413, body: { message: 'boom' } } });
    const { container } = renderProfile();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a .png, .jpg, .jpeg or .gif image');
    expect(calls).toHaveLength(0);
    await userEvent.upload(input, new File(['gif'], 'me.GIF', { type: 'image/gif' }));
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong, try again later.']));
    expect(calls).toHaveLength(1);
    expect(storage.getUser()?.image).toBeNull();
  });
});
