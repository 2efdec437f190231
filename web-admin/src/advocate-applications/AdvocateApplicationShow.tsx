import { Stack } from '@mui/material';
import { DateField, Labeled, NumberField, TextField } from 'react-admin';
import { ContactField } from '../components/ContactField';
import { ProtectedFile } from '../components/ProtectedFile';
import { ModerationShow } from '../components/ModerationShow';
import { Section } from '../components/Section';
import { DecisionActions } from './DecisionActions';

export function AdvocateApplicationShow() {
  return (
    <ModerationShow
      received="Applied"
      note={{ source: 'decision_message', label: 'Message sent with the decision' }}
      sections={
        <>
          <Section title="Passport photo and CV">
            <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
              <ProtectedFile source="passport_url" as="image" label="Passport photo" />
              <ProtectedFile source="cv_url" as="link" label="CV" />
            </Stack>
          </Section>
          <Section title="Decision">
            <DecisionActions />
          </Section>
        </>
      }
    >
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
    </ModerationShow>
  );
}
