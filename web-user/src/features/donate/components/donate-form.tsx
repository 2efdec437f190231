import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
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
  return (
    <Dialog open={Boolean(payment)} onClose={onClose} aria-labelledby="crypto-title" fullWidth maxWidth="xs">
      <DialogTitle id="crypto-title">Send your donation</DialogTitle>
      {payment && (
        <DialogContent>
          <Typography>
            Amount: <strong>{payment.cryptoAmount}</strong> {payment.coin}
          </Typography>
          <Typography>Coin: {payment.coin}</Typography>
          <Typography>Network: {payment.network}</Typography>
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            Address: <code>{payment.address}</code>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Send exactly this amount on the {payment.network} network. Other networks lose the funds.
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        {payment && <Button onClick={() => void copyLink(payment.address)}>Copy address</Button>}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DonateForm() {
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
    <Box component="form" noValidate onSubmit={submit} aria-label="Donation form">
      <TextField label="Full Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+234XXXXXXXXXX"
        {...form.field('phone_number')}
      />
      <SelectField
        label="Payment Method"
        placeholder="Select payment method"
        options={(services.data ?? []).map((service) => ({ value: String(service.id), label: serviceLabel(service) }))}
        {...form.field('service_id')}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <SelectField
          label="Currency"
          placeholder="Select currency"
          options={DONATION_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          {...form.field('currency')}
        />
        <TextField label="Amount" inputMode="decimal" {...form.field('amount')} />
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={mutation.isPending}>
        Donate
      </Button>
      <CryptoDialog payment={crypto} onClose={() => setCrypto(null)} />
    </Box>
  );
}
