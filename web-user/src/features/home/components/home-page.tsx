import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';
import { FavoriteIcon } from '@/components/icons/favorite-icon';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { NumbersSection } from './numbers-section';
import { SectionBlock } from './section-block';
import { TestimonialsSection } from './testimonials-section';

/**
 * Below the first screen and waiting for the API anyway: these sections load after the page has painted, with the
 * query library, which the rest of the home page does not need. Until then they show their loading state.
 */
const LiveSections = lazy(() => import('./live-sections'));

function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #fff5f5 0%, #ffe3e3 100%)', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 32, md: 48 } }}>
              {t('hero.title')}
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
              {t('hero.lead', { name: APP_NAME })}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 4 }} useFlexGap>
              <Button component={RouterLink} to={paths.signupNeedingBlood} variant="contained" size="large">
                {t('hero.needBlood')}
              </Button>
              <Button component={RouterLink} to={paths.signup} variant="contained" size="large">
                {t('site-content:about.solution.becomeDonor')}
              </Button>
              <Button component={RouterLink} to={paths.chart} variant="outlined" size="large">
                {t('routes:chart')}
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
  const { t } = useTranslation('home');
  return (
    <>
      <Hero />
      <SectionBlock
        title={t('howItWorks.title')}
        action={
          <Button component={RouterLink} to={paths.donationProcess}>
            {t('howItWorks.learnMore')}
          </Button>
        }
      >
        <Typography sx={{ maxWidth: 760 }}>{t('howItWorks.text')}</Typography>
      </SectionBlock>
      <Suspense
        fallback={
          <>
            <TestimonialsSection items={[]} isLoading />
            <NumbersSection />
          </>
        }
      >
        <LiveSections />
      </Suspense>
      <SectionBlock
        title={t('story.title')}
        action={
          <Button component={RouterLink} to={paths.recipientStory}>
            {t('story.read')}
          </Button>
        }
      >
        <Typography sx={{ maxWidth: 760 }}>{t('story.text')}</Typography>
      </SectionBlock>
      <Box sx={{ bgcolor: '#fff5f5' }}>
        <SectionBlock
          title={t('partner.title')}
          action={
            <Button component={RouterLink} to={paths.partner} variant="contained" startIcon={<FavoriteIcon />}>
              {t('partner.become')}
            </Button>
          }
        >
          <Typography sx={{ maxWidth: 760 }}>{t('partner.text')}</Typography>
        </SectionBlock>
      </Box>
      {faqTeaser && (
        <SectionBlock
          title={t('faqs.title')}
          action={
            <Button component={RouterLink} to={paths.faqs}>
              {t('faqs.seeAll')}
            </Button>
          }
        >
          {faqTeaser}
        </SectionBlock>
      )}
      <SectionBlock title={t('apps.title')}>
        <Typography sx={{ mb: 2 }}>{t('apps.text')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <img src="/images/app-store.svg" alt={t('apps.appStore')} width={160} height={48} />
          <img src="/images/google-play.svg" alt={t('apps.googlePlay')} width={160} height={48} />
        </Stack>
      </SectionBlock>
    </>
  );
}
