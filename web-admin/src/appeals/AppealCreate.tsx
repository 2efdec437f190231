import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  FormDataConsumer,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { VerifiedHospitalInput } from '../components/VerifiedHospitalInput';
import {
  appealUntilProblem,
  DEFAULT_APPEAL_MARGIN_PERCENT,
  DEFAULT_APPEAL_PER_HOUR,
  MAX_APPEAL_MARGIN_PERCENT,
  MAX_APPEAL_RADIUS_KM,
  MAX_APPEAL_REASON_LENGTH,
} from '@app/domain';
import { useStateChoices } from '../components/use-state-choices';
import { HospitalStateDefault, useLgaChoices } from './appeal-area';
import { AREA_KIND_CHOICES, BLOOD_GROUP_CHOICES, GROUPS_BY_CHOICES } from './appeal-choices';

/** What the form holds; `toAppealRequest` turns it into the API's body. */
export interface AppealForm {
  hospital_id: string;
  groups_by: 'compatible' | 'groups';
  compatible_with?: string;
  blood_groups?: string[];
  area: { kind: 'state' | 'lgas' | 'radius'; state: string; lgas?: string[]; radius_km?: number };
  units_wanted: number;
  until: string | Date;
  reason: string;
  per_hour: number;
  margin_percent: number;
}

/** The API's body: exactly one of blood_groups / compatible_with, and only the area's fields for its kind. */
export function toAppealRequest(form: AppealForm) {
  const { kind, state, lgas, radius_km } = form.area;
  const area =
    kind === 'lgas'
      ? { kind, state, lgas: lgas ?? [] }
      : kind === 'radius'
        ? { kind, state, radius_km: Number(radius_km) }
        : { kind, state };
  return {
    hospital_id: form.hospital_id,
    ...(form.groups_by === 'groups'
      ? { blood_groups: form.blood_groups ?? [] }
      : { compatible_with: form.compatible_with }),
    area,
    units_wanted: Number(form.units_wanted),
    until: new Date(form.until).toISOString(),
    reason: form.reason.trim(),
    per_hour: Number(form.per_hour),
    margin_percent: Number(form.margin_percent),
  };
}

function LgaInput({ state }: { state: string | undefined }) {
  const lgas = useLgaChoices(state);
  return (
    <AutocompleteArrayInput
      source="area.lgas"
      label="LGAs"
      choices={lgas}
      validate={atLeastOneLga}
      helperText={state ? false : 'Choose the state first'}
      fullWidth
    />
  );
}

const atLeastOneLga = (lgas: string[] | undefined) => (lgas && lgas.length > 0 ? undefined : 'Choose at least one LGA');
const atLeastOneGroup = (groups: string[] | undefined) =>
  groups && groups.length > 0 ? undefined : 'Choose at least one blood group';
/** The domain's rule: from now to at most a week ahead. */
const runsFromNowToAWeek = (value: string | Date | undefined) =>
  value ? (appealUntilProblem(new Date(value), new Date()) ?? undefined) : undefined;

/** Raising an appeal for a verified hospital: whom it asks (groups, area), how many, until when and why. */
export function AppealCreate() {
  const states = useStateChoices();
  const stateChoices = states.map((state) => ({ id: state.name, name: state.name }));
  return (
    <Create title="Raise an urgent appeal" redirect="show" transform={(form: AppealForm) => toAppealRequest(form)}>
      <SimpleForm
        defaultValues={{
          groups_by: 'compatible',
          area: { kind: 'state' },
          per_hour: DEFAULT_APPEAL_PER_HOUR,
          margin_percent: DEFAULT_APPEAL_MARGIN_PERCENT,
        }}
      >
        <VerifiedHospitalInput />
        <RadioButtonGroupInput source="groups_by" label="Donors asked" choices={GROUPS_BY_CHOICES} />
        <FormDataConsumer<AppealForm>>
          {({ formData }) =>
            formData.groups_by === 'groups' ? (
              <CheckboxGroupInput
                source="blood_groups"
                label="Donor blood groups"
                choices={BLOOD_GROUP_CHOICES}
                validate={atLeastOneGroup}
              />
            ) : (
              <SelectInput
                source="compatible_with"
                label="All compatible with (patient group)"
                choices={BLOOD_GROUP_CHOICES}
                validate={required()}
              />
            )
          }
        </FormDataConsumer>
        <RadioButtonGroupInput source="area.kind" label="Area" choices={AREA_KIND_CHOICES} />
        <HospitalStateDefault />
        <FormDataConsumer<AppealForm>>
          {({ formData }) => (
            <SelectInput
              source="area.state"
              label="State"
              choices={stateChoices}
              validate={required()}
              readOnly={formData.area?.kind === 'radius'}
              helperText={
                formData.area?.kind === 'radius' ? "The hospital's state: the radius is drawn around it" : false
              }
            />
          )}
        </FormDataConsumer>
        <FormDataConsumer<AppealForm>>
          {({ formData }) =>
            formData.area?.kind === 'lgas' ? (
              <LgaInput state={formData.area.state} />
            ) : formData.area?.kind === 'radius' ? (
              <NumberInput
                source="area.radius_km"
                label="Radius (km)"
                validate={[required(), minValue(1), maxValue(MAX_APPEAL_RADIUS_KM)]}
              />
            ) : null
          }
        </FormDataConsumer>
        <NumberInput source="units_wanted" label="Units wanted" validate={[required(), minValue(1), maxValue(10000)]} />
        <DateTimeInput source="until" label="Until" validate={[required(), runsFromNowToAWeek]} />
        <TextInput
          source="reason"
          label="Public reason"
          helperText={`Shown to donors, at most ${MAX_APPEAL_REASON_LENGTH} characters`}
          validate={[required(), maxLength(MAX_APPEAL_REASON_LENGTH)]}
          fullWidth
        />
        <NumberInput
          source="per_hour"
          label="Donors the hospital can take per hour"
          validate={[required(), minValue(1), maxValue(1000)]}
        />
        <NumberInput
          source="margin_percent"
          label="Margin (%)"
          helperText="Donors beyond the units wanted, for those who cannot give on the day"
          validate={[required(), minValue(0), maxValue(MAX_APPEAL_MARGIN_PERCENT)]}
        />
      </SimpleForm>
    </Create>
  );
}
