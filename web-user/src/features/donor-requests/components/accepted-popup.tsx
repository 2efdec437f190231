import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greatCircleKm } from '@app/domain';
import { Spinner } from '@/components/feedback-states';
import { CloseIcon } from '@/components/icons/close-icon';
import { EventIcon } from '@/components/icons/event-icon';
import { PhoneIcon } from '@/components/icons/phone-icon';
import type { User } from '@/lib/api-types';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { PlaceMap } from '@/components/map/place-map';
import { useConfirmDonationAttempt } from '../api/confirm-donation-attempt';
import type { DonorMatch } from '../api/get-donor-match';
import { CalendarDialog, availableCalendarLinks, type CalendarLinkSet } from './calendar-dialog';
import { DonorCode } from './donor-code';

/** How far the hospital is from where the donor said they are, to one decimal; null when either is unknown. */
export const kmFromDonor = (
  donor: Pick<User, 'latitude' | 'longitude'> | null,
  hospital: { latitude: number; longitude: number },
): number | null => {
  if (donor?.latitude == null || donor.longitude == null) return null;
  const km = greatCircleKm({ latitude: Number(donor.latitude), longitude: Number(donor.longitude) }, hospital);
  return Number.isFinite(km) ? Math.round(km * 10) / 10 : null;
};
import { HospitalTrustChip } from '@/components/hospital-trust-chip';

/** The tel: form of a stored number (digits, with the + the API's 234… numbers lack). */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

/** "I donated": once; after that the API's `attempted` says so and the button gives way to thanks. */
export function DonatedButton({ match }: { match: DonorMatch }) {
  const { t } = useTranslation('donor-requests');
  const confirm = useConfirmDonationAttempt();
  if (match.attempted || match.status !== 'accepted') {
    return (
      <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
        {match.status === 'confirmed' ? t('donated.confirmed') : t('donated.waiting')}
      </Typography>
    );
  }
  return (
    <Button
      variant="contained"
      color="success"
      loading={confirm.isPending}
      onClick={() => confirm.mutate(match.request.id)}
    >
      {t('donated.button')}
    </Button>
  );
}

/**
 * After Accept: what the donor needs to go and donate (need, place and how far, map, phone), "Add to Calendar"
 * when the accept gave calendar links (its dialog opens over this popup, which stays), and "I donated".
 */
export function AcceptedPopup({
  match,
  loading,
  calendar,
  onClose,
}: {
  match: DonorMatch | null | undefined;
  loading: boolean;
  calendar?: CalendarLinkSet | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('donor-requests');
  const { user } = useSession();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const request = match?.request;
  const km = request ? kmFromDonor(user, request) : null;
  const canAddToCalendar = calendar ? availableCalendarLinks(calendar).length > 0 : false;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="accepted-popup-title">
      <DialogTitle id="accepted-popup-title" sx={{ pr: 6 }}>
        {t('accepted.title')}
        <IconButton aria-label={t('popup.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {loading && <Spinner label={t('accepted.loading')} />}
        {!loading && !request && <Alert severity="info">{t('accepted.notFound')}</Alert>}
        {match && request && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {match.status === 'accepted' && <DonorCode code={match.donor_code} />}
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('accepted.needs')}
              </Typography>
              <Typography>{request.reason ?? t('popup.noReason')}</Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('accepted.location')}
              </Typography>
              <Typography>{t('summary.place', { hospital: request.hospital, state: request.state })}</Typography>
              {km !== null && (
                <Typography variant="body2" color="text.secondary">
                  {t('accepted.distance', { km: formatNumber(km) })}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
                <HospitalTrustChip verified={request.hospital_verified} confirmedBy={request.confirmed_by_hospital} />
              </Box>
            </Box>
            <PlaceMap latitude={request.latitude} longitude={request.longitude} label={request.hospital} />
            {match.contact_phone && (
              <Button
                component="a"
                href={telHref(match.contact_phone)}
                variant="outlined"
                startIcon={<PhoneIcon />}
                sx={{ justifySelf: 'start' }}
              >
                {t('accepted.call', { phone: `+${match.contact_phone.replace(/\D/g, '')}` })}
              </Button>
            )}
            {calendar && canAddToCalendar && (
              <Button
                variant="outlined"
                startIcon={<EventIcon />}
                onClick={() => setCalendarOpen(true)}
                sx={{ justifySelf: 'start' }}
              >
                {t('calendar.title')}
              </Button>
            )}
          </Box>
        )}
      </DialogContent>
      {match && (
        <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'flex-start' }}>
          <DonatedButton match={match} />
        </DialogActions>
      )}
      {calendar && calendarOpen && <CalendarDialog links={calendar} onClose={() => setCalendarOpen(false)} />}
    </Dialog>
  );
}
