import Paper from '@mui/material/Paper';
import { ContentPage } from '@/components/content-page';
import { DonateForm } from '@/features/donate/components/donate-form';

export function Component() {
  return (
    <ContentPage title="Make a donation" lead="Default currency: Naira (NGN).">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DonateForm />
      </Paper>
    </ContentPage>
  );
}
