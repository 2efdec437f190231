import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '@/lib/api-types';
import { formatNumber } from '@/lib/format';
import { SectionBlock } from './section-block';

const FIGURES = ['registered_donors', 'donation_requests', 'successful_matches', 'advocates'] as const;

/** The platform's real figures; while they load or cannot be read, no number stands in for them. */
export function NumbersSection({ data, isError = false }: { data?: PlatformStats; isError?: boolean }) {
  const { t } = useTranslation('home-community');
  return (
    <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <SectionBlock title={t('numbers.title')}>
        {isError ? (
          <Typography>{t('numbers.unavailable')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {FIGURES.map((key) => (
              <Box key={key}>
                <Typography
                  component="p"
                  sx={{ m: 0, fontSize: { xs: 32, md: 44 }, fontWeight: 800 }}
                  data-testid={`stat-${key}`}
                  aria-busy={!data}
                >
                  {data ? formatNumber(data[key]) : '…'}
                </Typography>
                <Typography component="p" sx={{ opacity: 0.9 }}>
                  {t(`numbers.${key}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </SectionBlock>
    </Box>
  );
}
