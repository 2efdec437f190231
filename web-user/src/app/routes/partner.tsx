import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { PartnerForm } from '@/features/partner/components/partner-form';

export function Component() {
  return (
    <ContentPage title="Partner With Us" lead={`Help ${APP_NAME} reach every willing donor in Nigeria.`}>
      <P>We work with media houses, brands, hotels and organisations that share our goal. You can support us with:</P>
      <Bullets
        items={[
          'Media slots: airtime, print or online space to spread the word about voluntary donation.',
          'Branded items: T-shirts, caps and materials for donation drives and advocates.',
          'Hotel accommodation or hall services for trainings and donation drives.',
          'Anything else you have in mind.',
        ]}
      />
      <Section title="Get in touch">
        <Box component={Paper} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <PartnerForm />
        </Box>
      </Section>
    </ContentPage>
  );
}
