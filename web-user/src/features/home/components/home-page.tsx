import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BloodDropIcon, FavoriteIcon } from '@/components/icons';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { ByTheNumbers } from './by-the-numbers';
import { HomeTestimonials } from './home-testimonials';
import { SectionBlock } from './section-block';

function Hero() {
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #fff5f5 0%, #ffe3e3 100%)', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
              Give blood. Save a life in Nigeria.
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
              {APP_NAME} connects people who need blood with voluntary, unpaid donors nearby, matched by blood group and
              location, in all 36 states and the FCT.
            </Typography>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 4 }} useFlexGap>
              <Button component={RouterLink} to={paths.signup} variant="contained" size="large">
                Become a donor
              </Button>
              <Button component={RouterLink} to={paths.chart} variant="outlined" size="large">
                Blood Match Chart
              </Button>
            </Stack>
          </Box>
          <Box sx={{ flex: 0.7, display: 'flex', justifyContent: 'center' }} aria-hidden>
            <BloodDropIcon sx={{ fontSize: { xs: 140, md: 240 }, color: 'primary.main', opacity: 0.9 }} />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

/** The home page. The FAQ teaser comes from the faqs feature, composed by the route. */
export function HomePage({ faqTeaser }: { faqTeaser?: ReactNode }) {
  return (
    <>
      <Hero />
      <SectionBlock
        title="How donating works"
        action={
          <Button component={RouterLink} to={paths.donationProcess}>
            Learn about the donation process
          </Button>
        }
      >
        <Typography sx={{ maxWidth: 760 }}>
          Register in about a minute. When a hospital near you requests your blood group, you get a notification and
          choose to accept. At the blood bank a quick health check comes first; the donation takes 8 to 10 minutes and
          the whole visit about an hour. Donors are never paid, and may be reimbursed for transport.
        </Typography>
      </SectionBlock>
      <HomeTestimonials />
      <ByTheNumbers />
      <SectionBlock
        title="Featured story"
        action={
          <Button component={RouterLink} to={paths.recipientStory}>
            Read the story
          </Button>
        }
      >
        <Typography sx={{ maxWidth: 760 }}>
          “I got the call at midnight.” A donor in Lagos tells how one request, ten minutes at the blood bank and a malt
          drink helped a young mother and her newborn go home together.
        </Typography>
      </SectionBlock>
      <Box sx={{ bgcolor: '#fff5f5' }}>
        <SectionBlock
          title="Partner with us"
          action={
            <Button component={RouterLink} to={paths.partner} variant="contained" startIcon={<FavoriteIcon />}>
              Become a partner
            </Button>
          }
        >
          <Typography sx={{ maxWidth: 760 }}>
            Media houses, brands, hotels and organisations help us reach more donors with media slots, branded items and
            venues for donation drives.
          </Typography>
        </SectionBlock>
      </Box>
      {faqTeaser && (
        <SectionBlock
          title="Frequently asked questions"
          action={
            <Button component={RouterLink} to={paths.faqs}>
              See all FAQs
            </Button>
          }
        >
          {faqTeaser}
        </SectionBlock>
      )}
      <SectionBlock title="Coming soon">
        <Typography sx={{ mb: 2 }}>Our mobile apps are on their way.</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <img src="/images/app-store.svg" alt="App Store, coming soon" width={160} height={48} />
          <img src="/images/google-play.svg" alt="Google Play, coming soon" width={160} height={48} />
        </Stack>
      </SectionBlock>
    </>
  );
}
