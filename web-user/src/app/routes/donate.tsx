import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Bullets, ContentPage, P } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';

export function Component() {
  const { pathname } = useLocation();
  const formPath = pathname.startsWith('/app') ? paths.app.donateForm : paths.donateForm;
  return (
    <ContentPage title="Donate" lead={`Support the non-profit initiative behind ${APP_NAME}.`}>
      <P>
        Blood donors on this platform are never paid. Your money supports the work around them: donor airtime
        incentives, advocate training, awareness campaigns and keeping the platform running.
      </P>
      <Bullets
        items={[
          '1,000 naira credits one donor with airtime as a thank-you.',
          'Every donation helps train advocates who register new donors.',
          'You can pay by card or bank transfer (Cash) or in cryptocurrency (Crypto).',
        ]}
      />
      <Button component={RouterLink} to={formPath} variant="contained" size="large" sx={{ mt: 2 }}>
        Donate Now
      </Button>
    </ContentPage>
  );
}
