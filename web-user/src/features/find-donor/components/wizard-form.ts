import type { useForm } from '@/lib/forms';
import { EMPTY_LOCATION, type LocationValue } from '@/components/location-fields';

/** Everything the wizard asks, as the inputs hold it (text); each step checks its part with a shared schema. */
export interface WizardValues extends LocationValue {
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
  hospital: string;
  physician: string;
}

export const EMPTY_WIZARD: WizardValues = {
  ...EMPTY_LOCATION,
  first_name: '',
  last_name: '',
  gender: '',
  blood_group: '',
  reason_id: '',
  reason: '',
  units: '',
  phone_number: '',
  date: '',
  hospital: '',
  physician: '',
};

export type WizardForm = ReturnType<typeof useForm<WizardValues>>;
