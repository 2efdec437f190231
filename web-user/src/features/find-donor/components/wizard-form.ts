import type { useForm } from '@/lib/forms';
import type { ChosenHospital } from './hospital-picker';

/** Everything the wizard asks, as the inputs hold it (text); each step checks its part with a shared schema. */
export interface WizardValues {
  first_name: string;
  last_name: string;
  gender: string;
  blood_group: string;
  reason_id: string;
  reason: string;
  units: string;
  phone_number: string;
  /** "YYYY-MM-DDTHH:mm", Lagos time. */
  date: string;
  /** The registry's hospital; the request takes its place. */
  hospital: ChosenHospital | null;
  physician: string;
}

export const EMPTY_WIZARD: WizardValues = {
  first_name: '',
  last_name: '',
  gender: '',
  blood_group: '',
  reason_id: '',
  reason: '',
  units: '',
  phone_number: '',
  date: '',
  hospital: null,
  physician: '',
};

export type WizardForm = ReturnType<typeof useForm<WizardValues>>;

/** The hospital step's values as its schema reads them. */
export const hospitalStepValues = (values: WizardValues) => ({
  hospital_id: values.hospital?.id ?? '',
  physician: values.physician,
});
