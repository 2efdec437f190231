import { GENDERS } from '@app/domain';
import { i18next } from './i18n';

/** The genders' names, by the value the API takes and returns. */
const GENDER_NAMES: Record<(typeof GENDERS)[number], string> = {
  Male: 'common:gender.male',
  Female: 'common:gender.female',
};

/** A gender as the API gives it ("Male"), in the current language; an unknown value as it came. */
export const genderName = (value: string | null | undefined): string =>
  value && value in GENDER_NAMES ? i18next.t(GENDER_NAMES[value as keyof typeof GENDER_NAMES]) : (value ?? '');

/** The genders for a select: the API's values, named in the current language. */
export const genderOptions = () => GENDERS.map((gender) => ({ value: gender, label: genderName(gender) }));
