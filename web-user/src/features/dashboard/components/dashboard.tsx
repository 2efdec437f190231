import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { badgesFromStats, greetingFor, headlineBadge, hourOf, type Greeting as GreetingText } from '@app/domain';
import { useDonationStats } from '@/api/get-donation-stats';
import { BadgeImage } from '@/components/badge-image';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';
import { ListIcon } from '@/components/icons/list-icon';
import { PersonIcon } from '@/components/icons/person-icon';
import { SwapIcon } from '@/components/icons/swap-icon';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { useIsPrerenderedForAnyUser } from '@/lib/prerender-audience';
import { useIsMobile } from '@/lib/use-media';
import { DonorWidgets, LocationCard } from './donor-widgets';
import { DonorAgeNotice } from '@/components/donor-age-notice';

const GREETING_KEYS: Record<GreetingText, string> = {
  'Good Morning': 'dashboard:greeting.morning',
  'Good Afternoon': 'dashboard:greeting.afternoon',
  'Good Evening': 'dashboard:greeting.evening',
  Hello: 'dashboard:greeting.hello',
};

/** "Good Morning, Ada" by the shared hour rule; refreshed every minute so it turns with the clock. */
export function Greeting({ firstName, now }: { firstName?: string | null; now?: Date }) {
  const { t } = useTranslation('dashboard');
  const forAnyUser = useIsPrerenderedForAnyUser();
  const [clock, setClock] = useState(() => now ?? new Date());
  useEffect(() => {
    if (now) return undefined;
    const timer = setInterval(() => setClock(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const greeting = t(GREETING_KEYS[greetingFor(hourOf(now ?? clock))]);
  return (
    <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>
      {/* Built once for every donor, the page knows neither the name nor the hour: a line of the same height. */}
      {forAnyUser ? '\u00a0' : firstName ? t('greeting.withName', { greeting, name: firstName }) : greeting}
    </Typography>
  );
}

/** The donor's highest badge beside the greeting (the shared badge rule over the API's stats). */
function HeadlineBadge() {
  const stats = useDonationStats();
  const badge = stats.data ? headlineBadge(badgesFromStats(stats.data)) : null;
  if (!badge) return null;
  return (
    <RouterLink to={paths.app.achievements}>
      <BadgeImage badge={badge} size={56} />
    </RouterLink>
  );
}

export function RoleBanner({ role }: { role: Role }) {
  const { t } = useTranslation('dashboard');
  const mobile = useIsMobile();
  const text =
    role === 'donor' ? t('banner.donor') : mobile ? t('banner.recipientMobile') : t('banner.recipientDesktop');
  return (
    <Paper
      sx={{
        mt: 2,
        p: { xs: 2.5, md: 4 },
        borderRadius: 4,
        color: 'primary.contrastText',
        background: 'linear-gradient(120deg, #b71c1c 0%, #7f0000 100%)',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <BloodDropIcon sx={{ fontSize: 48, opacity: 0.9 }} />
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: 20, md: 26 } }}>
        {text}
      </Typography>
    </Paper>
  );
}

/**
 * The other account type, offered on the dashboard itself: someone who came to donate may need blood one day, and
 * the avatar menu alone hid the way.
 */
export function RoleSwitch({ role, onSwitchRole }: { role: Role; onSwitchRole: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 2, p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', borderRadius: 3 }}
    >
      <SwapIcon color="primary" />
      <Typography sx={{ flex: '1 1 12rem' }}>
        {role === 'donor' ? t('switch.toRecipientText') : t('switch.toDonorText')}
      </Typography>
      <Button variant="outlined" onClick={onSwitchRole}>
        {role === 'donor' ? t('switch.toRecipient') : t('switch.toDonor')}
      </Button>
    </Paper>
  );
}

/** A person who signed up needing blood and then switched has no donor details yet: say what to add, and where. */
function DonorDetailsNotice({ user }: { user: User | null }) {
  const { t } = useTranslation('dashboard');
  if (!user?.id || (user.dob && user.latitude != null)) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        <Button component={RouterLink} to={paths.app.profile} color="inherit" size="small">
          {t('donorDetails.action')}
        </Button>
      }
    >
      {t('donorDetails.text')}
    </Alert>
  );
}

interface Choice {
  to: string;
  titleKey: string;
  textKey: string;
  icon: typeof ListIcon;
}

const RECIPIENT_CHOICES: Choice[] = [
  {
    to: `${paths.app.findDonor}?recipient=self`,
    titleKey: 'dashboard:recipient.self.title',
    textKey: 'dashboard:recipient.self.text',
    icon: PersonIcon,
  },
  {
    to: `${paths.app.findDonor}?recipient=other`,
    titleKey: 'dashboard:recipient.other.title',
    textKey: 'dashboard:recipient.other.text',
    icon: BloodDropIcon,
  },
  {
    to: paths.app.yourRequests,
    titleKey: 'dashboard:recipient.requests.title',
    textKey: 'dashboard:recipient.requests.text',
    icon: ListIcon,
  },
];

function RecipientChoices() {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {RECIPIENT_CHOICES.map(({ to, titleKey, textKey, icon: Icon }) => (
        <Card key={to} variant="outlined">
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" />
              <Typography variant="h3" component="h2" sx={{ fontSize: 18, mt: 1 }}>
                {t(titleKey)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(textKey)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The dashboard: greeting and banner for both roles; donors get their badge, urgent appeals (`donorAlerts`), location
 * (mobile), availability (`donorExtras`; both composed by the route) and the widgets; recipients the two ways to find a donor.
 */
export function Dashboard({
  user,
  role,
  donorAlerts,
  donorExtras,
  onSwitchRole,
}: {
  user: User | null;
  role: Role;
  /** What asks the donor to act now (urgent appeals), right under the banner. */
  donorAlerts?: ReactNode;
  donorExtras?: ReactNode;
  onSwitchRole?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const mobile = useIsMobile();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Greeting firstName={user?.first_name} />
        {role === 'donor' && <HeadlineBadge />}
      </Box>
      <RoleBanner role={role} />
      {role === 'donor' ? (
        <>
          {donorAlerts}
          <DonorDetailsNotice user={user} />
          <DonorAgeNotice dob={user?.dob} />
          {onSwitchRole && <RoleSwitch role={role} onSwitchRole={onSwitchRole} />}
          {mobile && <LocationCard user={user} />}
          {/* Boundaries of their own, hydrated each in its own task (as the page in components/layouts/app-shell.tsx). */}
          <Suspense fallback={null}>{donorExtras && <Box sx={{ mt: 3 }}>{donorExtras}</Box>}</Suspense>
          <Suspense fallback={null}>
            <DonorWidgets />
          </Suspense>
          <Button component={RouterLink} to={paths.welcome} sx={{ mt: 3 }}>
            {t('guidance')}
          </Button>
        </>
      ) : (
        <>
          <RecipientChoices />
          {onSwitchRole && <RoleSwitch role={role} onSwitchRole={onSwitchRole} />}
        </>
      )}
    </Box>
  );
}
