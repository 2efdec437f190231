import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDonorCode } from '@app/domain';
import { NoAnswer } from '@/components/feedback-states';
import { PlaceMap } from '@/components/map/place-map';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { isOpenSlot, useAppeals, type AppealSlot, type DonorAppeal } from '../api/get-appeals';
import { useCancelAppealResponse } from '../api/cancel-appeal-response';
import { useRespondToAppeal } from '../api/respond-to-appeal';
import { AppealFacts } from './appeal-cards';

const HOUR_MS = 60 * 60 * 1000;

/** "28 November 2026, 14:00–15:00": the hour a donor comes in. */
function useSlotText() {
  const { t } = useTranslation('donor-appeals');
  return (start: string) =>
    t('slot.time', {
      day: formatDate(start),
      from: formatTime(start),
      to: formatTime(new Date(Date.parse(start) + HOUR_MS)),
    });
}

/** Where and when the donor is expected, the map, and the code they give at the blood bank; they may cancel. */
function Coming({
  appeal,
  slotStart,
  donorCode,
  onCancelled,
}: {
  appeal: DonorAppeal;
  slotStart: string;
  donorCode: string;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('donor-appeals');
  const slotText = useSlotText();
  const cancel = useCancelAppealResponse();
  return (
    <Box component="section" aria-labelledby="appeal-coming-title" sx={{ display: 'grid', gap: 2, mt: 3 }}>
      <Typography id="appeal-coming-title" variant="h2" sx={{ fontSize: 20 }}>
        {t('coming.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('coming.when', { when: slotText(slotStart) })}</Typography>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('coming.address')}
        </Typography>
        <Typography>{appeal.hospital.name}</Typography>
        {appeal.hospital.address && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{appeal.hospital.address}</Typography>
        )}
      </Box>
      <PlaceMap
        latitude={appeal.hospital.latitude}
        longitude={appeal.hospital.longitude}
        label={appeal.hospital.name}
      />
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center', borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {t('coming.codeTitle')}
        </Typography>
        <Typography
          data-testid="donor-code"
          sx={{ fontSize: 36, fontWeight: 700, letterSpacing: 4, fontFamily: 'monospace', my: 1 }}
        >
          {formatDonorCode(donorCode)}
        </Typography>
        <Typography variant="body2">{t('coming.codeHint')}</Typography>
      </Paper>
      <Button
        variant="outlined"
        color="error"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(appeal.id, { onSuccess: onCancelled })}
        sx={{ justifySelf: 'start' }}
      >
        {t('coming.cancel')}
      </Button>
    </Box>
  );
}

function SlotChoice({ slot }: { slot: AppealSlot }) {
  const { t } = useTranslation('donor-appeals');
  const slotText = useSlotText();
  const free = Math.max(slot.capacity - slot.taken, 0);
  const open = isOpenSlot(slot);
  return (
    <FormControlLabel
      value={slot.start}
      disabled={!open}
      control={<Radio />}
      label={
        <>
          {slotText(slot.start)}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {open ? t('slot.free', { count: free, free: formatNumber(free) }) : t('slot.full')}
          </Typography>
        </>
      }
      sx={{ py: 0.5 }}
    />
  );
}

interface Refusal {
  code: string | undefined;
  message: string;
}

/** The hourly slots with room, and "I'm coming" for the chosen one. A full slot or appeal is answered with thanks. */
function SlotPicker({
  appeal,
  refusal,
  onAnswered,
}: {
  appeal: DonorAppeal;
  refusal: Refusal | null;
  onAnswered: (outcome: { coming: { slot_start: string; donor_code: string } } | { refusal: Refusal }) => void;
}) {
  const { t } = useTranslation('donor-appeals');
  const respond = useRespondToAppeal();
  const [chosen, setChosen] = useState('');
  const slots = appeal.slots.filter((slot) => Date.parse(slot.start) + HOUR_MS > Date.now());
  const anyOpen = slots.some((slot) => isOpenSlot(slot));
  const chosenSlot = slots.find((slot) => slot.start === chosen && isOpenSlot(slot));

  const answer = () => {
    if (!chosenSlot) return;
    respond.mutate(
      { appealId: appeal.id, slotStart: chosenSlot.start },
      {
        onSuccess: (reply) => onAnswered({ coming: reply }),
        onError: (error) => {
          setChosen('');
          onAnswered({
            refusal: {
              code: error instanceof ApiError ? error.code : undefined,
              message: error.message || t('answer.failed'),
            },
          });
        },
      },
    );
  };

  return (
    <Box component="section" sx={{ mt: 3, display: 'grid', gap: 2 }}>
      {refusal && (
        <Alert severity={refusal.code?.startsWith('appeal.') ? 'info' : 'error'} role="status">
          {refusal.message}
        </Alert>
      )}
      {anyOpen ? (
        <>
          <FormControl>
            <FormLabel id="appeal-slots-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {refusal?.code === 'appeal.slot_full' ? t('slot.otherTimes') : t('slot.choose')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="appeal-slots-label"
              value={chosenSlot ? chosen : ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {slots.map((slot) => (
                <SlotChoice key={slot.start} slot={slot} />
              ))}
            </RadioGroup>
          </FormControl>
          <Button
            variant="contained"
            color="error"
            size="large"
            disabled={!chosenSlot}
            loading={respond.isPending}
            onClick={answer}
            sx={{ justifySelf: 'start' }}
          >
            {t('answer.button')}
          </Button>
        </>
      ) : (
        !refusal && <Alert severity="info">{t('slot.noneFree')}</Alert>
      )}
    </Box>
  );
}

/**
 * One appeal as the donor sees it: what is needed and where, then either the hourly slots and "I'm coming", or,
 * once coming, the address, map and donor code. The appeal is read from the donor's running appeals; one that has
 * ended (or is filled) is no longer there, and the page says so, keeping the thanks of a refused answer.
 */
export function AppealPage({ appealId }: { appealId: string }) {
  const { t } = useTranslation('donor-appeals');
  const appeals = useAppeals();
  const live = appeals.data?.find((candidate) => candidate.id === appealId);
  const [seen, setSeen] = useState<DonorAppeal | undefined>(live);
  const [answered, setAnswered] = useState<{ slot_start: string; donor_code: string } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (live) setSeen(live);
  }, [live]);

  const refusedAsFilled = refusal?.code === 'appeal.filled';
  // A refusal because the appeal filled keeps the appeal on screen with the thanks, even once it has ended.
  const appeal = live ?? (refusedAsFilled ? seen : undefined);
  if (!appeal) {
    if (!appeals.data) return <NoAnswer pending={appeals.isPending} label={t('page.loading')} />;
    return (
      <>
        <PageHeading title={t('card.title')} />
        <Alert severity="info" role="status">
          {t('page.gone')}
        </Alert>
        <Button component={RouterLink} to={paths.app.dashboard} sx={{ mt: 2 }}>
          {t('page.back')}
        </Button>
      </>
    );
  }

  const mine = cancelled ? null : (answered ?? appeal.my_response);
  const filled = refusedAsFilled || appeal.status !== 'running';
  return (
    <>
      <PageHeading title={t('card.title')} />
      <AppealFacts appeal={appeal} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('page.coming', {
          count: appeal.coming_count,
          coming: formatNumber(appeal.coming_count),
          units: formatNumber(appeal.units_wanted),
        })}
      </Typography>
      {cancelled && !mine && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {t('coming.cancelled')}
        </Alert>
      )}
      {mine ? (
        <Coming
          appeal={appeal}
          slotStart={mine.slot_start}
          donorCode={mine.donor_code}
          onCancelled={() => {
            setAnswered(null);
            setCancelled(true);
          }}
        />
      ) : filled ? (
        <Alert severity="info" role="status" sx={{ mt: 3 }}>
          {refusedAsFilled ? refusal.message : t('page.filled')}
        </Alert>
      ) : (
        <SlotPicker
          appeal={appeal}
          refusal={refusal}
          onAnswered={(outcome) => {
            if ('coming' in outcome) {
              setRefusal(null);
              setCancelled(false);
              setAnswered(outcome.coming);
            } else setRefusal(outcome.refusal);
          }}
        />
      )}
    </>
  );
}
