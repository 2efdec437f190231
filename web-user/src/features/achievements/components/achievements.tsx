import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BADGES, badgesFromStats, type Badge } from '@app/domain';
import { useDonationStats } from '@/api/get-donation-stats';
import { CardGrid } from '@/components/card-grid';
import { BadgeImage, badgeNameKey } from '@/components/badge-image';
import { NoAnswer } from '@/components/feedback-states';
import { HeroHearts } from '@/components/hero-hearts';

const DESCRIPTION_KEYS: Record<Badge, string> = {
  life_saver: 'achievements:badges.lifeSaver',
  hero: 'achievements:badges.hero',
  zeal: 'achievements:badges.zeal',
};

/** Achievements: the hearts towards Hero and the three badges, earned ones in colour and named as earned. */
export function Achievements() {
  const { t } = useTranslation('achievements');
  const { t: tBadge } = useTranslation('badges');
  const stats = useDonationStats();
  if (!stats.data) return <NoAnswer pending={stats.isPending} label={t('loading')} />;
  const confirmed = stats.data.confirmed_donation.length;
  const earned = badgesFromStats(stats.data);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        {t('title')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
          <HeroHearts confirmedCount={confirmed} />
          <Typography>{t('heroGoal')}</Typography>
          {confirmed > 0 && <Typography color="text.secondary">{t('thanks', { count: confirmed })}</Typography>}
        </CardContent>
      </Card>
      <CardGrid from="sm">
        {BADGES.map((badge) => {
          const has = earned.includes(badge);
          return (
            <Card
              component="li"
              key={badge}
              variant="outlined"
              data-earned={has}
              sx={{ borderColor: has ? 'primary.main' : 'divider', borderWidth: has ? 2 : 1 }}
            >
              <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
                <BadgeImage badge={badge} earned={has} size={72} />
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
                  {tBadge(badgeNameKey(badge))}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(DESCRIPTION_KEYS[badge])}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }} color={has ? 'success.main' : 'text.secondary'}>
                  {has ? t('earned') : t('notYet')}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </CardGrid>
    </Box>
  );
}
