import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';

export function About() {
  return (
    <ContentPage title={`About ${APP_NAME}`} lead="Every patient who needs blood should find a willing donor in time.">
      <Section title="Where it started">
        <P>
          {APP_NAME} was started by a young Nigerian who watched a close relative wait for days for a compatible blood
          donor. The family called friends, colleagues and strangers; the blood came late. That experience is shared by
          thousands of families across the country every year.
        </P>
      </Section>
      <Section title="The blood shortage">
        <P>
          Fewer than 1% of Nigerians donate blood voluntarily. Hospitals rely on family replacement donors and, too
          often, on paid donors, which is neither safe nor sustainable. Women in childbirth, children with anaemia,
          accident victims and people living with sickle cell disease pay the price.
        </P>
      </Section>
      <Section title="Our solution">
        <P>
          {APP_NAME} connects people who need blood with voluntary, unpaid donors, matched by blood group and location.
          Requests come from registered hospitals; donors see the requests that fit them and choose to accept. Only the
          donor&apos;s phone number is shared with the recipient once there is a match.
        </P>
        <Bullets
          items={[
            'Live in all 36 states and the FCT.',
            'Our goal: raise the share of Nigerians who donate from below 1% to 3%.',
            'Donors are never paid. They may be reimbursed for transport, and receive 1,000 naira of airtime as thanks.',
            'Support is available by phone from 9am to 5pm, Monday to Friday.',
          ]}
        />
        <Button component={RouterLink} to={paths.signup} variant="contained" sx={{ mt: 2 }}>
          Become a donor
        </Button>
      </Section>
    </ContentPage>
  );
}
