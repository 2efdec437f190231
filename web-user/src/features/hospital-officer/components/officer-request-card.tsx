import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UNITS_PER_REQUEST, unitsField } from '@app/domain';
import { formatDateTime } from '@/lib/format-date';
import { useCloseRequest, useConfirmGenuine, useReportNoShow } from '../api/officer-actions';
import type { OfficerMatch, OfficerRequest } from '../api/get-officer-requests';

/** A no-show can only be told once the time the blood was needed has passed (the API refuses it before). */
export const noShowOffered = (
  request: Pick<OfficerRequest, 'needed_at'>,
  match: Pick<OfficerMatch, 'status'>,
  now = Date.now(),
) => match.status === 'accepted' && new Date(request.needed_at).getTime() < now;

/** The request statuses worth a word on the card (open to donors and full need none). */
const STATUS_KEYS: Partial<Record<OfficerRequest['status'], string>> = {
  'Donation Received': 'received',
  expired: 'expired',
  closed: 'closed',
  inactive: 'inactive',
};

type Asking = { kind: 'genuine' } | { kind: 'close' } | { kind: 'no-show'; match: OfficerMatch } | null;

function ConfirmDialog({
  title,
  onClose,
  onConfirm,
  confirmLabel,
  busy,
  children,
}: {
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('hospital-officer');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="officer-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="officer-dialog-title">{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function MatchLine({
  request,
  match,
  onNoShow,
}: {
  request: OfficerRequest;
  match: OfficerMatch;
  /** Only on an open request; on a closed one a donor still "accepted" never had a donation recorded. */
  onNoShow?: () => void;
}) {
  const { t } = useTranslation('hospital-officer');
  let status = onNoShow ? t('match.accepted') : t('match.notRecorded');
  if (match.status === 'confirmed')
    status = match.confirmed_by === 'hospital' ? t('match.receivedHere') : t('match.confirmedByRecipient');
  else if (match.status === 'no_show') status = t('match.noShow');
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onNoShow && noShowOffered(request, match) ? (
          <Button size="small" color="inherit" variant="outlined" onClick={onNoShow}>
            {t('actions.noShow')}
          </Button>
        ) : undefined
      }
    >
      <ListItemText primary={match.donor_name} secondary={status} />
    </ListItem>
  );
}

/** One request at the officer's hospital: the need, the donors who answered, and what the officer can do. */
export function OfficerRequestCard({ request, open }: { request: OfficerRequest; open: boolean }) {
  const { t } = useTranslation('hospital-officer');
  const [asking, setAsking] = useState<Asking>(null);
  const [units, setUnits] = useState(String(request.units));
  const [reason, setReason] = useState('');
  const genuine = useConfirmGenuine();
  const close = useCloseRequest();
  const noShow = useReportNoShow();
  const done = () => setAsking(null);
  // The same bounds as when the request was made.
  const checkedUnits = unitsField.safeParse(units);
  const unitsValid = checkedUnits.success;
  const titleId = `officer-request-${request.id}`;

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: 18, fontWeight: 600 }}>
          {request.patient_name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" color="primary" label={request.blood_group} />
          <Chip size="small" variant="outlined" label={t('request.units', { count: request.units })} />
          {STATUS_KEYS[request.status] && (
            <Chip size="small" variant="outlined" label={t(`request.statuses.${STATUS_KEYS[request.status]}`)} />
          )}
          {request.genuine_confirmed_at ? (
            <Chip size="small" variant="outlined" sx={{ borderColor: 'success.main' }} label={t('request.genuine')} />
          ) : (
            open && <Chip size="small" variant="outlined" label={t('request.notYetGenuine')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('request.neededAt', { date: formatDateTime(request.needed_at) })}
        </Typography>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
          {t('request.donors')}
        </Typography>
        {request.matches.length ? (
          <List dense disablePadding>
            {request.matches.map((match) => (
              <MatchLine
                key={match.id}
                request={request}
                match={match}
                onNoShow={open ? () => setAsking({ kind: 'no-show', match }) : undefined}
              />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('request.noDonors')}
          </Typography>
        )}
      </CardContent>
      {open && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {!request.genuine_confirmed_at && (
            <Button variant="contained" onClick={() => setAsking({ kind: 'genuine' })}>
              {t('actions.confirmGenuine')}
            </Button>
          )}
          <Button variant="outlined" color="inherit" onClick={() => setAsking({ kind: 'close' })}>
            {t('actions.close')}
          </Button>
        </CardActions>
      )}

      {asking?.kind === 'genuine' && (
        <ConfirmDialog
          title={t('genuine.title', { patient: request.patient_name })}
          confirmLabel={t('actions.confirmGenuine')}
          busy={genuine.isPending}
          onClose={done}
          onConfirm={() => {
            if (!checkedUnits.success) return;
            const corrected = checkedUnits.data === request.units ? undefined : checkedUnits.data;
            genuine.mutate({ requestId: request.id, units: corrected }, { onSuccess: done });
          }}
        >
          <DialogContentText sx={{ mb: 1 }}>{t('genuine.text')}</DialogContentText>
          <TextField
            label={t('genuine.units')}
            type="number"
            value={units}
            onChange={(event) => setUnits(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: MAX_UNITS_PER_REQUEST, inputMode: 'numeric' } }}
            error={!unitsValid}
            helperText={unitsValid ? t('genuine.unitsHint') : t('genuine.unitsInvalid', { max: MAX_UNITS_PER_REQUEST })}
          />
        </ConfirmDialog>
      )}
      {asking?.kind === 'close' && (
        <ConfirmDialog
          title={t('closeRequest.title', { patient: request.patient_name })}
          confirmLabel={t('actions.close')}
          busy={close.isPending}
          onClose={done}
          onConfirm={() =>
            close.mutate({ requestId: request.id, reason: reason.trim() || undefined }, { onSuccess: done })
          }
        >
          <DialogContentText sx={{ mb: 1 }}>{t('closeRequest.text')}</DialogContentText>
          <TextField
            label={t('closeRequest.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            minRows={2}
          />
        </ConfirmDialog>
      )}
      {asking?.kind === 'no-show' && (
        <ConfirmDialog
          title={t('noShow.title', { donor: asking.match.donor_name })}
          confirmLabel={t('actions.noShow')}
          busy={noShow.isPending}
          onClose={done}
          onConfirm={() => noShow.mutate(asking.match.id, { onSuccess: done })}
        >
          <DialogContentText>{t('noShow.text')}</DialogContentText>
        </ConfirmDialog>
      )}
    </Card>
  );
}
