import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { copyLink } from '@/components/share-menu';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { CryptoPayment } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { DEFAULT_CURRENCY, DONATION_CURRENCIES } from '@app/domain';
import { createDonationPaymentInput, useCreateDonationPayment } from '../api/create-donation-payment';
import { serviceLabel, useDonationServices } from '../api/get-donation-services';

/** Leaving for the payment provider's page; a seam for tests. */
export const redirectTo = (url: string) => window.location.assign(url);

function CryptoDialog({ payment, onClose }: { payment: CryptoPayment | null; onClose: () => void }) {
  const { t } = useTranslation('donate');
  return (
    <Dialog open={Boolean(payment)} onClose={onClose} aria-labelledby="crypto-title" fullWidth maxWidth="xs">
      <DialogTitle id="crypto-title">{t('crypto.title')}</DialogTitle>
      {payment && (
        <DialogContent>
          <Typography>
            <Trans
              i18nKey="donate:crypto.amount"
              values={{ amount: payment.cryptoAmount, coin: payment.coin }}
              components={{ strong: <strong /> }}
            />
          </Typography>
          <Typography>{t('crypto.coin', { coin: payment.coin })}</Typography>
          <Typography>{t('crypto.network', { network: payment.network })}</Typography>
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <Trans
              i18nKey="donate:crypto.address"
              values={{ address: payment.address }}
              components={{ code: <code /> }}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('crypto.warning', { network: payment.network })}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        {payment && <Button onClick={() => void copyLink(payment.address)}>{t('crypto.copyAddress')}</Button>}
        <Button onClick={onClose} variant="contained">
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DonateForm() {
  const { t } = useTranslation('donate');
  const services = useDonationServices();
  const form = useForm({
    name: '',
    email: '',
    phone_number: '',
    service_id: '',
    currency: DEFAULT_CURRENCY,
    amount: '',
  });
  const mutation = useCreateDonationPayment();
  const [crypto, setCrypto] = useState<CryptoPayment | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(createDonationPaymentInput);
    if (!data) return;
    try {
      const reply = await mutation.mutateAsync({
        ...data,
        redirect_url: `${window.location.origin}${paths.donateComplete}`,
      });
      if ('authorization_url' in reply && reply.authorization_url) redirectTo(reply.authorization_url);
      else setCrypto(reply as CryptoPayment);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('form.label')}>
      <TextField label={t('advocacy:form.name')} autoComplete="name" {...form.field('name')} />
      <TextField label={t('advocacy:form.email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label={t('auth:fields.phoneNumber')}
        type="tel"
        autoComplete="tel"
        placeholder={t('auth:signup.phonePlaceholder')}
        {...form.field('phone_number')}
      />
      <SelectField
        label={t('form.method')}
        placeholder={t('form.selectMethod')}
        options={(services.data ?? []).map((service) => ({
          value: String(service.id),
          label: t(serviceLabel(service)),
        }))}
        {...form.field('service_id')}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <SelectField
          label={t('form.currency')}
          placeholder={t('form.selectCurrency')}
          options={DONATION_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          {...form.field('currency')}
        />
        <TextField label={t('form.amount')} inputMode="decimal" {...form.field('amount')} />
      </Box>
      {/* Not a field of the form: the site opened at an address other than its own, and where to go instead. */}
      {form.errors.redirect_url && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {form.errors.redirect_url}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        {t('routes:donate')}
      </Button>
      <CryptoDialog payment={crypto} onClose={() => setCrypto(null)} />
    </Box>
  );
}
