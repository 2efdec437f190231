import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BloodDropIcon, HistoryIcon, AlarmIcon, ListIcon, TrophyIcon, PersonIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import type { User } from '@/lib/api-types';
import type { Role } from '@/lib/storage';
import { useIsMobile } from '@/lib/use-media';
import { greetingFor, hourOf } from '@app/domain';

export const DONOR_BANNER = 'Another day to save a life!';
export const RECIPIENT_BANNER_DESKTOP = 'We’re here for you. We can do this together!';
export const RECIPIENT_BANNER_MOBILE = 'We’re here for you!';

/** "Good Morning, Ada" by the shared hour rule; refreshed every minute so it turns with the clock. */
export function Greeting({ firstName, now }: { firstName?: string | null; now?: Date }) {
  const [clock, setClock] = useState(() => now ?? new Date());
  useEffect(() => {
    if (now) return undefined;
    const timer = setInterval(() => setClock(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const greeting = greetingFor(hourOf(now ?? clock));
  return (
    <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>
      {greeting}
      {firstName ? `, ${firstName}` : ''}
    </Typography>
  );
}

export function RoleBanner({ role }: { role: Role }) {
  const mobile = useIsMobile();
  const text = role === 'donor' ? DONOR_BANNER : mobile ? RECIPIENT_BANNER_MOBILE : RECIPIENT_BANNER_DESKTOP;
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

interface Widget {
  to: string;
  title: string;
  text: string;
  icon: typeof ListIcon;
}

const DONOR_WIDGETS: Widget[] = [
  { to: paths.app.requests, title: 'Donation Requests', text: 'Requests that match your blood group', icon: ListIcon },
  { to: paths.app.history, title: 'Donation History', text: 'Your past donations', icon: HistoryIcon },
  { to: paths.app.reminders, title: 'Reminders', text: 'Your upcoming donations', icon: AlarmIcon },
  {
    to: paths.app.achievements,
    title: 'Achievements',
    text: 'Life Saver, Hero and "We see you!" badges',
    icon: TrophyIcon,
  },
];

function WidgetLinks({ items }: { items: Widget[] }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {items.map(({ to, title, text, icon: Icon }) => (
        <Card key={to} variant="outlined">
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            <CardContent>
              <Icon color="primary" />
              <Typography variant="h3" component="h2" sx={{ fontSize: 18, mt: 1 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                Coming soon
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** The dashboard: greeting by first name and the role banner; the role's widgets arrive in the next part. */
export function Dashboard({ user, role }: { user: User | null; role: Role }) {
  return (
    <Box>
      <Greeting firstName={user?.first_name} />
      <RoleBanner role={role} />
      {role === 'donor' ? (
        <>
          <WidgetLinks items={DONOR_WIDGETS} />
          <Button component={RouterLink} to={paths.welcome} sx={{ mt: 3 }}>
            Read the pre-donation guidance
          </Button>
        </>
      ) : (
        <WidgetLinks
          items={[
            {
              to: `${paths.app.findDonor}?recipient=self`,
              title: 'For Yourself',
              text: 'Request blood for yourself',
              icon: PersonIcon,
            },
            {
              to: `${paths.app.findDonor}?recipient=other`,
              title: 'For Another Recipient',
              text: 'Request blood for someone else',
              icon: BloodDropIcon,
            },
            { to: paths.app.yourRequests, title: 'Your Requests', text: 'Follow your blood requests', icon: ListIcon },
          ]}
        />
      )}
    </Box>
  );
}
