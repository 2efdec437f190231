import { Stack } from '@mui/material';
import { ChipField, DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ContactField } from '../components/ContactField';
import { ProtectedFile } from '../components/ProtectedFile';
import { Section } from '../components/Section';
import { DecisionActions } from './DecisionActions';

export function AdvocateApplicationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label="Applied" showTime />
        <ChipField source="status" />
        <TextField source="decision_message" label="Message sent with the decision" emptyText="—" />
        <DateField source="decided_at" label="Decided" showTime emptyText="—" />
        <TextField source="name" />
        <Labeled label="Contact">
          <ContactField resource="advocate-applications" />
        </Labeled>
        <TextField source="state" />
        <NumberField source="age" />
        <TextField source="education_level" label="Education" />
        <TextField source="bio" label="About them" />
        <TextField source="jbm_description" label="What Blood Match means to them" />
        <TextField source="advocate_reason" label="Why they want to be an advocate" />
      </SimpleShowLayout>
      <Section title="Passport photo and CV">
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <ProtectedFile source="passport_url" as="image" label="Passport photo" />
          <ProtectedFile source="cv_url" as="link" label="CV" />
        </Stack>
      </Section>
      <Section title="Decision">
        <DecisionActions />
      </Section>
    </Show>
  );
}
