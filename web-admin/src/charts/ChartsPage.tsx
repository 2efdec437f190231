import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart, LineChart } from '@mui/x-charts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { downloadCSV } from 'react-admin';
import { ConsolePage } from '../components/ConsolePage';
import { BLOOD_GROUPS } from '@app/domain';
import { column, fetchChart, fetchStates, type ChartFilter, type ChartName, type ChartTable } from './charts-api';
import { toCsv } from './csv';

const HEIGHT = 260;

/** Today in Lagos (the charts count Nigerian days), and the day `days` before it. */
const lagosDay = (offsetDays = 0) =>
  new Date(Date.now() + 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);

const sum = (values: (string | number | null)[]) => values.reduce<number>((total, v) => total + Number(v ?? 0), 0);
const numbers = (values: (string | number | null)[]) => values.map((v) => (v === null ? null : Number(v)));

function ChartCard({
  chart,
  title,
  filter,
  note,
  children,
}: {
  chart: ChartName;
  title: string;
  filter: ChartFilter;
  note?: string;
  children: (table: ChartTable) => ReactNode;
}) {
  const { data, error, isPending } = useQuery({
    queryKey: ['chart', chart, filter],
    queryFn: () => fetchChart(chart, filter),
  });
  const download = (table: ChartTable) =>
    downloadCSV(
      toCsv(table.columns, table.rows),
      [chart, filter.from, 'to', filter.to, filter.stateId && `state-${filter.stateId}`, filter.bloodGroup]
        .filter(Boolean)
        .join('_'),
    );
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {data && (
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(data)}>
              Download CSV
            </Button>
          )}
        </Box>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        {isPending && <CircularProgress size={24} aria-label={`Loading ${title}`} />}
        {error && <Alert severity="error">This chart cannot be loaded: {(error as Error).message}</Alert>}
        {data && children(data)}
      </CardContent>
    </Card>
  );
}

/** The figure a chart's reader looks for first, stated in words as well (a screen reader cannot read the SVG). */
function Summary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

const minutes = (value: string | number | null) => (value === null ? 'none yet' : `${value} min`);

/**
 * How the service is doing, from the stats projector's chart read models: requests, how many were fulfilled and
 * how fast, alerts, spend and active donors, over a date range, a state and a blood group; each chart downloads
 * as CSV.
 */
export default function ChartsPage() {
  const [filter, setFilter] = useState<ChartFilter>({
    from: lagosDay(29),
    to: lagosDay(),
    stateId: '',
    bloodGroup: '',
  });
  const states = useQuery({ queryKey: ['states'], queryFn: fetchStates, staleTime: Infinity });
  const set = (key: keyof ChartFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  const invalid = filter.from > filter.to;
  const shown = invalid ? null : filter;

  return (
    <ConsolePage title="Charts">
      <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }} aria-label="Chart filters">
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to}
          onChange={set('to')}
          error={invalid}
          helperText={invalid ? 'The end is before the start' : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label="State" value={filter.stateId} onChange={set('stateId')} sx={{ minWidth: 200 }}>
          <MenuItem value="">All states</MenuItem>
          {(states.data ?? []).map((state) => (
            <MenuItem key={state.id} value={String(state.id)}>
              {state.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Blood group"
          value={filter.bloodGroup}
          onChange={set('bloodGroup')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All groups</MenuItem>
          {BLOOD_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {group}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(460px, 1fr))' }}>
          <ChartCard chart="requests" title="Requests per day" filter={shown}>
            {(table) => (
              <>
                <Summary>{sum(column(table, 'requests'))} requests</Summary>
                <BarChart
                  height={HEIGHT}
                  xAxis={[{ scaleType: 'band', data: column(table, 'day') as string[] }]}
                  series={[{ data: numbers(column(table, 'requests')), label: 'Requests' }]}
                />
              </>
            )}
          </ChartCard>
          <ChartCard
            chart="fulfilment"
            title="Share fulfilled"
            filter={shown}
            note="Of the requests made each day, the share that has a confirmed donation."
          >
            {(table) => {
              const requests = sum(column(table, 'requests'));
              const fulfilled = sum(column(table, 'fulfilled'));
              return (
                <>
                  <Summary>
                    {requests ? `${Math.round((fulfilled / requests) * 100)}%` : 'No requests'} ({fulfilled} of{' '}
                    {requests} requests fulfilled)
                  </Summary>
                  <LineChart
                    height={HEIGHT}
                    xAxis={[{ scaleType: 'point', data: column(table, 'day') as string[] }]}
                    yAxis={[{ min: 0, max: 100 }]}
                    series={[
                      {
                        data: column(table, 'share_fulfilled').map((v) => (v === null ? null : Number(v) * 100)),
                        label: 'Fulfilled (%)',
                        connectNulls: true,
                      },
                    ]}
                  />
                </>
              );
            }}
          </ChartCard>
          <ChartCard
            chart="latency"
            title="Time to first acceptance and to confirmed donation"
            filter={shown}
            note="Minutes from the request, as the upper bound of a time bucket (a week or more shows as 10080)."
          >
            {(table) => {
              const [all, ...days] = table.rows;
              const figure = (name: string) => all![table.columns.indexOf(name)] ?? null;
              return (
                <>
                  <Summary>
                    First acceptance: median {minutes(figure('acceptance_median_minutes'))}, 90th percentile{' '}
                    {minutes(figure('acceptance_p90_minutes'))} ({figure('accepted_requests')} requests). Confirmed
                    donation: median {minutes(figure('donation_median_minutes'))}, 90th percentile{' '}
                    {minutes(figure('donation_p90_minutes'))} ({figure('fulfilled_requests')} requests).
                  </Summary>
                  <LineChart
                    height={HEIGHT}
                    xAxis={[{ scaleType: 'point', data: column(table, 'day', days) as string[] }]}
                    series={[
                      ['acceptance_median_minutes', 'Acceptance, median'],
                      ['acceptance_p90_minutes', 'Acceptance, 90th percentile'],
                      ['donation_median_minutes', 'Donation, median'],
                      ['donation_p90_minutes', 'Donation, 90th percentile'],
                    ].map(([name, label]) => ({
                      data: numbers(column(table, name!, days)),
                      label,
                      connectNulls: true,
                    }))}
                  />
                </>
              );
            }}
          </ChartCard>
          <ChartCard chart="alerts" title="Alerts sent and opened" filter={shown}>
            {(table) => (
              <>
                <Summary>
                  {sum(column(table, 'sent'))} sent, {sum(column(table, 'opened'))} opened
                </Summary>
                <BarChart
                  height={HEIGHT}
                  xAxis={[{ scaleType: 'band', data: column(table, 'day') as string[] }]}
                  series={[
                    { data: numbers(column(table, 'sent')), label: 'Sent' },
                    { data: numbers(column(table, 'opened')), label: 'Opened' },
                  ]}
                />
              </>
            )}
          </ChartCard>
          <ChartCard
            chart="spend"
            title="SMS and airtime spend"
            filter={shown}
            note="Counted per day for the whole service: the state and blood group filters do not apply."
          >
            {(table) => (
              <>
                <Summary>
                  {sum(column(table, 'sms_sent'))} text messages sent; ₦
                  {sum(column(table, 'airtime_ngn')).toLocaleString()} of airtime in{' '}
                  {sum(column(table, 'airtime_credits'))} credits
                </Summary>
                <BarChart
                  height={HEIGHT}
                  xAxis={[{ scaleType: 'band', data: column(table, 'day') as string[] }]}
                  yAxis={[
                    { id: 'sms', position: 'left' },
                    { id: 'naira', position: 'right' },
                  ]}
                  series={[
                    { data: numbers(column(table, 'sms_sent')), label: 'Text messages', yAxisId: 'sms' },
                    { data: numbers(column(table, 'airtime_ngn')), label: 'Airtime (₦)', yAxisId: 'naira' },
                  ]}
                />
              </>
            )}
          </ChartCard>
          <ChartCard
            chart="active-donors"
            title="Active donors"
            filter={shown}
            note="Donors who accepted, declined or donated that day, each counted once a day."
          >
            {(table) => (
              <>
                <Summary>
                  Busiest day: {Math.max(0, ...numbers(column(table, 'active_donors')).map(Number))} donors
                </Summary>
                <LineChart
                  height={HEIGHT}
                  xAxis={[{ scaleType: 'point', data: column(table, 'day') as string[] }]}
                  series={[{ data: numbers(column(table, 'active_donors')), label: 'Active donors' }]}
                />
              </>
            )}
          </ChartCard>
          <ChartCard
            chart="appeals"
            title="Urgent appeals and their response"
            filter={shown}
            note="Each appeal counts under every blood group it asks for. Donors coming are counted on the day they answered, less those who cancelled since."
          >
            {(table) => (
              <>
                <Summary>
                  {sum(column(table, 'appeals_raised'))} appeals raised; {sum(column(table, 'donors_reached'))} donors
                  reached, {sum(column(table, 'donors_coming'))} coming, {sum(column(table, 'donations_recorded'))}{' '}
                  donations recorded
                </Summary>
                <BarChart
                  height={HEIGHT}
                  xAxis={[{ scaleType: 'band', data: column(table, 'day') as string[] }]}
                  yAxis={[
                    { id: 'reached', position: 'left' },
                    { id: 'answers', position: 'right' },
                  ]}
                  series={[
                    { data: numbers(column(table, 'donors_reached')), label: 'Donors reached', yAxisId: 'reached' },
                    { data: numbers(column(table, 'appeals_raised')), label: 'Appeals raised', yAxisId: 'answers' },
                    { data: numbers(column(table, 'donors_coming')), label: 'Donors coming', yAxisId: 'answers' },
                    {
                      data: numbers(column(table, 'donations_recorded')),
                      label: 'Donations recorded',
                      yAxisId: 'answers',
                    },
                  ]}
                />
              </>
            )}
          </ChartCard>
        </Box>
      )}
    </ConsolePage>
  );
}
