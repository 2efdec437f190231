import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BADGES, badgesFromStats } from '@app/domain';
import { useDonationStats } from '@/api/get-donation-stats';
import { useDonorHistory } from '@/api/get-donor-history';
import { useDonorRequests } from '@/api/get-donor-requests';
import { useReminders } from '@/api/get-reminders';
import { BadgeImage } from '@/components/badge-image';
import { NoAnswer } from '@/components/feedback-states';
import { HeroHearts } from '@/components/hero-hearts';
import { PlaceIcon } from '@/components/icons/place-icon';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import { formatNumber } from '@/lib/format';
import { useIsPrerenderedForAnyUser } from '@/lib/prerender-audience';
import { formatDate, formatDateTime, formatDay } from '@/lib/format-date';

/** Each dashboard list shows the 5 latest items (spec 2.4). */
export const DASHBOARD_LIST_SIZE = 5;

function Widget({ id, title, to, children }: { id: string; title: string; to?: string; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: 18 }}>
            {title}
          </Typography>
          {to && (
            <Button component={RouterLink} to={to} size="small" aria-label={t('widgets.viewAllOf', { title })}>
              {t('widgets.viewAll')}
            </Button>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

interface Line {
  key: string;
  primary: string;
  secondary: string;
}

/** What a widget knows of its read: whether it is still coming, and the lines once answered. */
interface Known {
  pending: boolean;
  lines: Line[] | undefined;
}

/** One of the dashboard's lists: its 5 latest items, or the spec's empty text, and a link to the full page. */
function ListWidget({ name, to, pending, lines }: { name: string; to: string } & Known) {
  const { t } = useTranslation('dashboard');
  let body;
  if (!lines) body = <NoAnswer pending={pending} label={t('widgets.loading')} />;
  else if (!lines.length)
    body = (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(`widgets.${name}.empty`)}
      </Typography>
    );
  else
    body = (
      <List dense disablePadding>
        {lines.map((line) => (
          <ListItem key={line.key} disableGutters divider>
            <ListItemText primary={line.primary} secondary={line.secondary} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Widget id={`widget-${name}`} title={t(`widgets.${name}.title`)} to={to}>
      {body}
    </Widget>
  );
}

/**
 * Requests, history and reminders: each the 5 latest. Each list asks for its own data, so an answer draws its own
 * list again and not the other two.
 */
function LatestLists() {
  return (
    <>
      <LatestRequests />
      <LatestHistory />
      <LatestReminders />
    </>
  );
}

function LatestRequests() {
  const { t } = useTranslation('dashboard');
  const feed = useDonorRequests({ limit: DASHBOARD_LIST_SIZE });
  return (
    <ListWidget
      name="requests"
      to={paths.app.requests}
      pending={feed.isPending}
      lines={feed.data?.donations.map((request) => ({
        key: request.id,
        primary: t('widgets.requests.item', { name: request.first_name, bloodGroup: request.blood_group }),
        secondary: t('widgets.requests.where', { hospital: request.hospital, date: formatDateTime(request.date) }),
      }))}
    />
  );
}

function LatestHistory() {
  const history = useDonorHistory({ limit: DASHBOARD_LIST_SIZE });
  return (
    <ListWidget
      name="history"
      to={paths.app.history}
      pending={history.isPending}
      lines={history.data?.donations.map((item) => ({
        key: item.id,
        primary: item.request.hospital,
        secondary: item.donated_on ? formatDay(item.donated_on) : formatDate(item.date),
      }))}
    />
  );
}

function LatestReminders() {
  const reminders = useReminders({ limit: DASHBOARD_LIST_SIZE });
  return (
    <ListWidget
      name="reminders"
      to={paths.app.reminders}
      pending={reminders.isPending}
      lines={reminders.data?.reminders.map((reminder) => ({
        key: reminder.id,
        primary: reminder.title,
        secondary: formatDateTime(reminder.date),
      }))}
    />
  );
}

function StatsWidget() {
  const { t } = useTranslation('dashboard');
  const stats = useDonationStats();
  const figures = stats.data && [
    { key: 'confirmed', label: t('widgets.stats.confirmed'), value: stats.data.confirmed_donation.length },
    { key: 'attempted', label: t('widgets.stats.attempted'), value: stats.data.attempted_donation.count },
  ];
  return (
    <Widget id="widget-stats" title={t('widgets.stats.title')}>
      {!figures ? (
        <NoAnswer pending={stats.isPending} label={t('widgets.loading')} />
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0, mt: 1 }}>
          {figures.map((figure) => (
            <Box key={figure.key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 32, fontWeight: 700 }}>
                {formatNumber(figure.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {(stats.data?.confirmed_donation.length ?? 0) > 0 && (
        <Typography variant="body2" color="success.main">
          {t('widgets.stats.thanks')}
        </Typography>
      )}
    </Widget>
  );
}

function AchievementsWidget() {
  const { t } = useTranslation('dashboard');
  const stats = useDonationStats();
  if (!stats.data)
    return (
      <Widget id="widget-achievements" title={t('widgets.achievements.title')} to={paths.app.achievements}>
        <NoAnswer pending={stats.isPending} label={t('widgets.loading')} />
      </Widget>
    );
  const earned = badgesFromStats(stats.data);
  return (
    <Widget id="widget-achievements" title={t('widgets.achievements.title')} to={paths.app.achievements}>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
        <HeroHearts confirmedCount={stats.data.confirmed_donation.length} size={28} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {BADGES.map((badge) => (
            <BadgeImage key={badge} badge={badge} earned={earned.includes(badge)} size={44} />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('widgets.achievements.earned', { count: earned.length })}
        </Typography>
      </Box>
    </Widget>
  );
}

/** The donor's place on mobile, with the way to change it (the profile's location editing). */
export function LocationCard({ user }: { user: User | null }) {
  const { t } = useTranslation('dashboard');
  const forAnyUser = useIsPrerenderedForAnyUser();
  const state = user?.state?.name;
  // Addresses from the place search often end with the state already.
  const place =
    state && !user?.address?.includes(state) ? [user?.address, state].filter(Boolean).join(', ') : user?.address;
  return (
    <Card variant="outlined" component="section" aria-labelledby="location-card-title" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PlaceIcon color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="location-card-title" variant="subtitle2" component="h2">
            {t('location.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {forAnyUser ? '\u00a0' : place || t('location.unknown')}
          </Typography>
        </Box>
        <Button component={RouterLink} to={`${paths.app.profile}#location`} size="small">
          {t('location.change')}
        </Button>
      </CardContent>
    </Card>
  );
}

export function DonorWidgets() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      <LatestLists />
      <StatsWidget />
      <AchievementsWidget />
    </Box>
  );
}
