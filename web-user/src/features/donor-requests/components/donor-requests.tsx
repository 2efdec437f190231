import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDonorRequests, type DonorRequest, type DonorRequestFilters } from '@/api/get-donor-requests';
import { PagedListScreen } from '@/components/paged-list-screen';
import { toast } from '@/lib/toasts';
import { useAcceptedDonations } from '../api/get-donor-donations';
import { useDonorMatch } from '../api/get-donor-match';
import { useMarkRequestSeen } from '../api/mark-request-seen';
import { useRespondToRequest, type CalendarReminder } from '../api/respond-to-request';
import { useDelayedAccept } from '../hooks/use-delayed-accept';
import { AcceptedPopup } from './accepted-popup';
import { DeclineDialog, type DeclineAnswer } from './decline-dialog';
import { DonorCode } from './donor-code';
import { RequestFilterPanel } from './request-filter-panel';
import { RequestPopup } from './request-popup';
import { RequestSummary } from './request-summary';

const camelCase = (code: string) => code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The requests the donor accepted and has not seen confirmed: where "I donated" lives after the popup closes. */
function AcceptedRequests({ onOpen }: { onOpen: (requestId: string) => void }) {
  const { t } = useTranslation('donor-requests');
  const accepted = useAcceptedDonations();
  const donations = accepted.data?.donations ?? [];
  if (!donations.length) return null;
  return (
    <Box component="section" aria-labelledby="accepted-requests-title" sx={{ mb: 3 }}>
      <Typography id="accepted-requests-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('acceptedList.title')}
      </Typography>
      <Stack spacing={1.5}>
        {donations.map((donation) => (
          <Card key={donation.id} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <RequestSummary request={donation.request} />
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5 }}
                  color={donation.attempted ? 'success.main' : 'text.secondary'}
                >
                  {donation.attempted ? t('donated.waiting') : t('acceptedList.goDonate')}
                </Typography>
                {donation.status === 'accepted' && (
                  <Box sx={{ mt: 1 }}>
                    <DonorCode code={donation.donor_code} />
                  </Box>
                )}
              </Box>
              <Button variant="outlined" onClick={() => onOpen(donation.request.id)}>
                {t('acceptedList.open')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

/** Donation Requests: the filtered, paged feed; the popup; accept (0.5 s later) or reject with a reason. */
export function DonorRequests() {
  const { t } = useTranslation('donor-requests');
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<DonorRequestFilters>({});
  const feed = useDonorRequests({ page, limit: 20, ...filters });
  const requests = feed.data?.donations ?? [];

  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [declining, setDeclining] = useState<DonorRequest | null>(null);
  const [acceptedId, setAcceptedId] = useState<string | null>(null);
  const [reminder, setReminder] = useState<CalendarReminder | null>(null);
  const match = useDonorMatch(acceptedId);
  const respond = useRespondToRequest();

  // A link to one request (from a notification): its popup, or the accepted view if the donor already accepted.
  const [handledLink, setHandledLink] = useState<string | null>(null);
  useEffect(() => {
    if (!linkedId || linkedId === handledLink || !feed.isSuccess || feed.isPlaceholderData) return;
    setHandledLink(linkedId);
    const index = requests.findIndex((request) => request.id === linkedId);
    if (index >= 0) setOpenIndex(index);
    else setAcceptedId(linkedId);
  }, [linkedId, handledLink, feed.isSuccess, feed.isPlaceholderData, requests]);

  const forgetLink = () => {
    if (!searchParams.has('id')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('id');
    setSearchParams(next, { replace: true });
  };
  const closeAll = () => {
    setOpenIndex(null);
    setDeclining(null);
    setAcceptedId(null);
    setReminder(null);
    forgetLink();
  };

  // Each request shown in the popup counts as opened: its alert is then not escalated to an SMS.
  const openRequestId = openIndex === null ? undefined : requests[openIndex]?.id;
  const { mutate: markSeen } = useMarkRequestSeen();
  useEffect(() => {
    if (openRequestId) markSeen(openRequestId);
  }, [openRequestId, markSeen]);

  const { mutate: respondWith } = respond;
  const sendAccept = useCallback(
    (requestId: string) =>
      respondWith(
        { requestId, response: { status: 'accepted' } },
        {
          onSuccess: (reply) => {
            toast.success(t('toasts.accepted'));
            setOpenIndex(null);
            setAcceptedId(requestId);
            setReminder(reply.reminder);
          },
        },
      ),
    [respondWith, t],
  );
  const { accept, waiting } = useDelayedAccept(sendAccept);

  const decline = (answer: DeclineAnswer) => {
    if (!declining) return;
    respond.mutate(
      { requestId: declining.id, response: { status: 'declined', ...answer } },
      {
        onSuccess: () => {
          toast.success(t('toasts.declined'));
          closeAll();
        },
      },
    );
  };

  const eligibility = feed.data?.eligibility;
  return (
    <>
      <PagedListScreen
        namespace="donor-requests"
        query={feed}
        count={requests.length}
        page={page}
        onPageChange={setPage}
        before={
          <>
            <AcceptedRequests onOpen={setAcceptedId} />
            <RequestFilterPanel
              applied={filters}
              onApply={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            {eligibility && !eligibility.eligible && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t(`eligibility.${camelCase(eligibility.reasons[0] ?? 'other')}`, {
                  defaultValue: t('eligibility.other'),
                })}
              </Alert>
            )}
          </>
        }
      >
        {requests.map((request, index) => (
          <li key={request.id}>
            <Card variant="outlined">
              <CardActionArea onClick={() => setOpenIndex(index)}>
                <CardContent>
                  <RequestSummary request={request} />
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </PagedListScreen>

      {openIndex !== null && !declining && (
        <RequestPopup
          requests={requests}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={closeAll}
          onAccept={(request) => accept(request.id)}
          onReject={setDeclining}
          accepting={waiting || respond.isPending}
        />
      )}
      {declining && (
        <DeclineDialog onClose={() => setDeclining(null)} onSubmit={decline} submitting={respond.isPending} />
      )}
      {acceptedId && (
        <AcceptedPopup match={match.data} loading={match.isPending} calendar={reminder} onClose={closeAll} />
      )}
    </>
  );
}
