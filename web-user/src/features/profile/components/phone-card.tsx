import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/feedback-states';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { formatTime } from '@/lib/format-date';
import { toast } from '@/lib/toasts';
import { changePhoneForm, confirmPhoneCodeForm, displayNigerianPhone } from '@app/domain';
import { useChangePhoneNumber } from '../api/change-phone-number';
import { useConfirmPhoneCode } from '../api/confirm-phone-code';
import { usePhoneStatus, type PhoneStatus } from '../api/get-phone-status';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useSetSmsAlerts } from '../api/set-sms-alerts';
import { EditActions } from './profile-card';

/** A failed call's per-field messages, or its message under `field` when it named none (a 409, a 429). */
const errorsOf = (error: unknown, field: string): Record<string, string> =>
  error instanceof ApiError ? (Object.keys(error.errors).length ? error.errors : { [field]: error.message }) : {};

function ChangeNumberForm({ done }: { done: () => void }) {
  const { t } = useTranslation('phone');
  const change = useChangePhoneNumber();
  const form = useForm({ phone_number: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(changePhoneForm);
    if (!data) return;
    change.mutate(data, {
      onSuccess: (status) => {
        if (!status.verified_at) toast.success(t('changed'));
        done();
      },
      onError: (error) => form.setErrors(errorsOf(error, 'phone_number')),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
      <TextField
        label={t('newNumber')}
        {...form.field('phone_number')}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
      <EditActions onCancel={done} saving={change.isPending} />
    </Box>
  );
}

/** Send a code, type it in: the state of the last code comes from the API, so a reload keeps the step. */
function VerifyNumber({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation('phone');
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const form = useForm({ code: '' });
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const codeWorksUntil = status.code_expires_at ? formatTime(status.code_expires_at) : null;

  const sendCode = () => {
    setSendProblem(null);
    send.mutate(undefined, {
      onSuccess: () => form.setErrors({}),
      onError: (error) => setSendProblem(error instanceof ApiError ? error.message : null),
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(confirmPhoneCodeForm);
    if (!data) return;
    confirm.mutate(data, {
      onSuccess: () => toast.success(t('verifiedNow')),
      onError: (error) => form.setErrors(errorsOf(error, 'code')),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Typography variant="body2">
        {codeWorksUntil
          ? t('codeSent', { phone: displayNigerianPhone(status.phone_number), time: codeWorksUntil })
          : t('verifyIntro')}
      </Typography>
      {sendProblem && <Alert severity="error">{sendProblem}</Alert>}
      {codeWorksUntil && (
        <Box component="form" noValidate onSubmit={verify} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('code')}
            {...form.field('code')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" loading={confirm.isPending} sx={{ mt: 1 }}>
            {t('verify')}
          </Button>
        </Box>
      )}
      <Box>
        <Button onClick={sendCode} loading={send.isPending} variant={codeWorksUntil ? 'text' : 'outlined'}>
          {codeWorksUntil ? t('resendCode') : t('sendCode')}
        </Button>
      </Box>
    </Box>
  );
}

/** The opt-in: usable only with a verified number, and the line under it says why when it is not. */
function SmsAlertsSwitch({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation('phone');
  const set = useSetSmsAlerts();
  const helpId = useId();
  const verified = status.verified_at !== null;
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        label={t('smsAlerts')}
        control={
          <Switch
            checked={verified && status.sms_alerts}
            disabled={!verified || set.isPending}
            slotProps={{ input: { 'aria-describedby': helpId } }}
            onChange={(event) =>
              set.mutate(
                { enabled: event.target.checked },
                {
                  onSuccess: (next) => toast.success(next.sms_alerts ? t('alertsOn') : t('alertsOff')),
                  onError: (error) => {
                    if (error instanceof ApiError) toast.error(error.message);
                  },
                },
              )
            }
          />
        }
      />
      <FormHelperText id={helpId}>
        {verified ? t('smsAlertsHelp', { minutes: status.sms_alert_delay_minutes }) : t('smsAlertsLocked')}
      </FormHelperText>
    </Box>
  );
}

function PhoneDetails({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation('phone');
  const [changing, setChanging] = useState(false);
  const verified = status.verified_at !== null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography>{displayNigerianPhone(status.phone_number)}</Typography>
        <Chip
          size="small"
          color={verified ? 'success' : 'default'}
          label={verified ? t('verified') : t('notVerified')}
        />
        {!changing && (
          <Button onClick={() => setChanging(true)} sx={{ ml: 'auto' }}>
            {t('change')}
          </Button>
        )}
      </Box>
      {changing && <ChangeNumberForm done={() => setChanging(false)} />}
      {!verified && !changing && <VerifyNumber status={status} />}
      <SmsAlertsSwitch status={status} />
    </>
  );
}

/** Phone and SMS: the number (change it, prove it with a texted code) and the SMS alerts opt-in. */
export function PhoneCard() {
  const { t } = useTranslation('phone');
  const status = usePhoneStatus();
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t('title')}
        </Typography>
        {status.isPending ? (
          <Spinner />
        ) : status.isError ? (
          <Alert severity="error">{t('loadFailed')}</Alert>
        ) : (
          <PhoneDetails status={status.data} />
        )}
      </CardContent>
    </Card>
  );
}
