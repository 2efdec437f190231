import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDonorHistory, type DonorHistoryItem } from '@/api/get-donor-history';
import { DetailList } from '@/components/detail-list';
import { ExpandMoreIcon } from '@/components/icons/expand-more-icon';
import { PagedListScreen } from '@/components/paged-list-screen';
import { paths } from '@/config/paths';
import { formatDate, formatDay } from '@/lib/format-date';
import { AirtimeStatus } from './airtime-status';

/**
 * Who confirmed the donation, as the history says it: the hospital only when its officer recorded the donation; a
 * confirmation without that word is the recipient's.
 */
export const confirmationKey = (item: Pick<DonorHistoryItem, 'status' | 'confirmed_by'>) => {
  if (item.status !== 'confirmed') return 'donation-history:confirmedBy.notYet' as const;
  return item.confirmed_by === 'hospital'
    ? ('donation-history:confirmedBy.hospital' as const)
    : ('donation-history:confirmedBy.recipient' as const);
};

/** Cards alternate dark and light down the list (spec 2.4). */
export const historyCardTone = (index: number): 'dark' | 'light' => (index % 2 === 0 ? 'dark' : 'light');

const TONES = {
  dark: { bgcolor: '#7f0000', color: '#fff', secondary: 'rgba(255,255,255,0.85)' },
  light: { bgcolor: '#fdecea', color: '#1b1b1b', secondary: '#4a4a4a' },
} as const;

function HistoryCard({ item, index }: { item: DonorHistoryItem; index: number }) {
  const { t } = useTranslation('donation-history');
  const tone = TONES[historyCardTone(index)];
  const { request } = item;
  const requester = `${request.user.first_name} ${request.user.last_name}`.trim();
  // The patient the blood was for; when someone asked for another person, who asked as well.
  const details: [string, string][] = [
    [t('details.recipient'), request.recipient === 'others' ? request.first_name : requester],
    ...(request.recipient === 'others' ? [[t('details.requestedBy'), requester] as [string, string]] : []),
    [t('details.gender'), t(`genders.${request.gender}`)],
    [t('details.condition'), request.reason ?? t('details.noCondition')],
    [t('details.location'), t('details.place', { hospital: request.hospital, state: request.state })],
    [t('hospitals:picker.label'), request.hospital_verified ? t('hospitals:verified') : t('hospitals:unverified')],
    [t('details.confirmation'), t(confirmationKey(item), { hospital: request.hospital })],
  ];
  const summaryId = `history-${item.id}`;
  return (
    <Accordion
      disableGutters
      data-tone={historyCardTone(index)}
      sx={{ bgcolor: tone.bgcolor, color: tone.color, borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon sx={{ color: tone.color }} />} id={summaryId}>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: 16 }}>
            {t('card.title', { hospital: request.hospital })}
          </Typography>
          <Typography variant="body2" sx={{ color: tone.secondary }}>
            {item.donated_on ? formatDay(item.donated_on) : formatDate(item.date)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <DetailList details={details} termColour={tone.secondary} />
        <AirtimeStatus airtime={item.airtime} colour={tone.color} />
        {!item.feedback_given && (
          <Button
            component={RouterLink}
            to={`${paths.app.feedback}/${request.id}`}
            variant="contained"
            color={historyCardTone(index) === 'dark' ? 'inherit' : 'primary'}
            sx={{ mt: 2, ...(historyCardTone(index) === 'dark' && { color: '#7f0000' }) }}
          >
            {t('card.giveFeedback')}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Donation History: the donor's donations, newest first, each with its details and Give Feedback. */
export function DonationHistory() {
  const [page, setPage] = useState(1);
  const history = useDonorHistory({ page, limit: 20 });
  const items = history.data?.donations ?? [];
  return (
    <PagedListScreen
      namespace="donation-history"
      query={history}
      count={items.length}
      page={page}
      onPageChange={setPage}
    >
      {items.map((item, index) => (
        <li key={item.id}>
          <HistoryCard item={item} index={index} />
        </li>
      ))}
    </PagedListScreen>
  );
}
