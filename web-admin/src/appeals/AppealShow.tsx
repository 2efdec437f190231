import {
  ChipField,
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  type RaRecord,
} from 'react-admin';
import { Section } from '../components/Section';
import { groupsText } from './AppealList';
import { StopAppealButton } from './StopAppealButton';

/** "Lagos, LGAs: Ikeja, Alimosho" / "Lagos, within 25 km of the hospital": whom the appeal reaches. */
export const areaText = (appeal: RaRecord) => {
  const area = appeal.area as { kind: string; state: string; lgas?: string[]; radius_km?: number } | undefined;
  if (!area) return '—';
  if (area.kind === 'lgas') return `${area.state}, LGAs: ${(area.lgas ?? []).join(', ')}`;
  if (area.kind === 'radius') return `${area.state}, within ${area.radius_km ?? '?'} km of the hospital`;
  return `All of ${area.state}`;
};

export function AppealShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ChipField source="status" />
        <TextField source="hospital.name" label="Hospital" />
        <TextField source="hospital.address" label="Address" emptyText="—" />
        <FunctionField label="Donor groups asked" render={groupsText} />
        <FunctionField label="Area" render={areaText} />
        <TextField source="reason" />
        <NumberField source="units_wanted" label="Units wanted" />
        <NumberField source="coming_count" label="Donors coming" />
        <NumberField source="per_hour" label="Donors per hour" />
        <NumberField source="margin_percent" label="Margin (%)" />
        <DateField source="until" showTime />
        <DateField source="created_at" label="Raised" showTime />
      </SimpleShowLayout>
      <Section title="Stop">
        <StopAppealButton explain />
      </Section>
    </Show>
  );
}
