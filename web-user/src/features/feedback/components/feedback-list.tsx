import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@/components/feedback-states';
import { formatDay } from '@/lib/format-date';
import type { Role } from '@/lib/storage';
import { feedbackTypeOf } from '../api/feedback-types';
import { useFeedbacks } from '../api/get-feedbacks';

/** The feedback the user gave in their current role, newest first. */
export function FeedbackList({ role }: { role: Role }) {
  const { t } = useTranslation('feedback');
  const [page, setPage] = useState(1);
  const type = feedbackTypeOf(role);
  const { data, isLoading } = useFeedbacks(type, page);
  if (isLoading) return <Spinner />;
  const items = data?.feedbacks ?? [];
  if (items.length === 0)
    return (
      <EmptyState title={t('list.emptyTitle')}>
        {t(role === 'donor' ? 'list.emptyDonor' : 'list.emptyRecipient')}
      </EmptyState>
    );
  const outcomeKind = type === 'Donor' ? 'donor' : 'recipient';
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {item.name || item.hospital || t('list.untitled')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.hospital && item.name ? item.hospital : null, formatDay(item.created_at)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {item.outcome && (
                <Typography sx={{ fontWeight: 600, mt: 1 }}>
                  {t(`outcomes.${outcomeKind}.${item.outcome}`, { defaultValue: item.outcome })}
                </Typography>
              )}
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.description}
              </Typography>
            </CardContent>
          </Card>
        </li>
      ))}
      {(data?.page_info.total_pages ?? 0) > 1 && (
        <li>
          <Pagination
            sx={{ display: 'flex', justifyContent: 'center' }}
            count={data?.page_info.total_pages ?? 1}
            page={page}
            onChange={(_, value) => setPage(value)}
          />
        </li>
      )}
    </Stack>
  );
}
