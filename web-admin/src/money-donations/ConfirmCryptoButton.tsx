import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import { Typography } from '@mui/material';
import { regex, required, TextInput, useRecordContext } from 'react-admin';
import { ActionDialog } from '../components/ActionDialog';
import { useAdminDataProvider } from '../components/use-admin-data-provider';

// As the API checks it: 8 to 200 letters and digits (an 0x prefix included).
const transactionHash = regex(/^[A-Za-z0-9]{8,200}$/, 'A transaction hash is 8 to 200 letters and digits');

/** A crypto donation is confirmed by hand once its transaction is seen on chain; card donations never are. */
export function ConfirmCryptoButton() {
  const donation = useRecordContext();
  const dataProvider = useAdminDataProvider();
  if (!donation) return null;
  if (!donation.can_confirm)
    return (
      <Typography variant="body2">
        {donation.provider === 'crypto'
          ? `This donation is ${donation.status}; there is nothing to confirm.`
          : `The payment provider reports this donation's status; it cannot be changed here.`}
      </Typography>
    );
  return (
    <ActionDialog<{ transaction_hash: string }>
      label="Confirm received"
      icon={<CurrencyBitcoinIcon />}
      color="success"
      title="Confirm this crypto donation?"
      description={`Check that ${donation.crypto_amount} ${donation.crypto_coin} (${donation.crypto_network}) reached ${donation.crypto_address}. The donation is marked successful and the donor is emailed a receipt.`}
      confirmLabel="Confirm"
      successMessage="Donation confirmed; receipt sent"
      onConfirm={({ transaction_hash }) => dataProvider.confirmCryptoDonation(donation.id, transaction_hash.trim())}
    >
      <TextInput
        source="transaction_hash"
        label="Transaction hash"
        fullWidth
        validate={[required(), transactionHash]}
      />
    </ActionDialog>
  );
}
