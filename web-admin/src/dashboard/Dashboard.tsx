import { Alert, Box, Card, CardActionArea, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Loading, useGetResourceLabel } from 'react-admin';
import { ConsolePage } from '../components/ConsolePage';
import { useAdminDataProvider } from '../components/use-admin-data-provider';
import type { DashboardFigures } from '../providers/data-provider';
import { waitedFor } from '../queues/waiting-work';
import { DASHBOARD_QUEUES, filteredListPath } from './dashboard-queues';

const FIGURES: { name: keyof DashboardFigures['figures']; label: string }[] = [
  { name: 'registered_donors', label: 'Registered donors' },
  { name: 'donation_requests', label: 'Donation requests' },
  { name: 'successful_matches', label: 'Successful matches' },
  { name: 'advocates', label: 'Advocates' },
];

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mb: 3 };

export function Dashboard() {
  const dataProvider = useAdminDataProvider();
  const { data, error, isPending } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard() });
  const label = useGetResourceLabel();

  return (
    <ConsolePage title="Dashboard">
      {isPending && <Loading />}
      {error && <Alert severity="error">The figures cannot be loaded: {(error as Error).message}</Alert>}
      {data && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            Waiting for staff
          </Typography>
          <Box sx={grid}>
            {DASHBOARD_QUEUES.map((queue) => (
              <Card key={queue.name} variant="outlined">
                <CardActionArea component={Link} to={filteredListPath(queue.resource, queue.filter)}>
                  <CardContent>
                    <Typography variant="h4" component="p">
                      {data.queues[queue.name]}
                    </Typography>
                    <Typography variant="body2">{queue.label}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Waiting longest
          </Typography>
          <List dense sx={{ mb: 3 }}>
            {data.waiting.map((queue) => (
              <ListItem key={queue.queue} disableGutters>
                {queue.oldest ? (
                  <ListItemText
                    primary={
                      <Link to={`/${queue.resource}/${encodeURIComponent(queue.oldest.id)}/show`}>
                        {label(queue.resource, 1)} waiting {waitedFor(queue.oldest.created_at)}
                      </Link>
                    }
                    secondary={`${label(queue.resource, 2)}: ${queue.count} waiting`}
                  />
                ) : (
                  <ListItemText primary={`${label(queue.resource, 2)}: nothing waiting`} />
                )}
              </ListItem>
            ))}
          </List>
          <Typography variant="h6" component="h2" gutterBottom>
            The platform
          </Typography>
          <Box sx={grid}>
            {FIGURES.map((figure) => (
              <Card key={figure.name} variant="outlined">
                <CardContent>
                  <Typography variant="h4" component="p">
                    {data.figures[figure.name].toLocaleString()}
                  </Typography>
                  <Typography variant="body2">{figure.label}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </>
      )}
    </ConsolePage>
  );
}
