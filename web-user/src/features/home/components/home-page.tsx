import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BloodDropIcon, FavoriteIcon } from '@/components/icons';
import { ShowMoreText } from '@/components/show-more-text';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { usePlatformStats } from '../api/get-platform-stats';
import { useTestimonials } from '../api/get-testimonials';

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

function SectionBlock({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Container>
  );
}

function Testimonials() {
  const { data, isLoading } = useTestimonials();
  return (
    <SectionBlock title="What our community says">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {isLoading
          ? [0, 1, 2].map((key) => <Skeleton key={key} variant="rounded" height={160} />)
          : (data ?? []).slice(0, 3).map((item, index) => (
              <Card key={item.id ?? index} variant="outlined" sx={{ borderRadius: 3 }}>
                <CardContent>
                  <ShowMoreText text={item.summary ?? ''} />
                  <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[item.type === 'recipient' ? 'Recipient' : item.type === 'donor' ? 'Donor' : null, item.state]
                      .filter(Boolean)
                      .join(', ')}
                  </Typography>
                </CardContent>
              </Card>
            ))}
      </Box>
    </SectionBlock>
  );
}

const STAT_LABELS = [
  ['registered_donors', 'Registered donors'],
  ['donation_requests', 'Donation requests'],
  ['successful_matches', 'Successful matches'],
  ['advocates', 'Advocates'],
] as const;

function ByTheNumbers() {
  const { data } = usePlatformStats();
  return (
    <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <SectionBlock title="By the numbers">
        <Box
          component="div"
          sx={{ display: 'grid', gap: 3, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          {STAT_LABELS.map(([key, label]) => (
            <Box key={key}>
              <Typography
                component="p"
                sx={{ m: 0, fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}
                data-testid={`stat-${key}`}
              >
                {data ? data[key].toLocaleString('en-NG') : '…'}
              </Typography>
              <Typography component="p" sx={{ opacity: 0.9 }}>
                {label}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionBlock>
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
      <Testimonials />
      <ByTheNumbers />
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
