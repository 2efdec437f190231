import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import type { ResourceWithContact, RevealedContact } from '../providers/data-provider';
import { useAdminDataProvider } from './use-admin-data-provider';

/**
 * Contact details arrive masked; "Reveal" asks the API for them in full, which it records in the audit log, so
 * staff reveal only when they need to get in touch.
 */
export function ContactField({ resource }: { resource: ResourceWithContact }) {
  const record = useRecordContext<{ id: string; email?: string; phone_number?: string }>();
  const dataProvider = useAdminDataProvider();
  const [revealed, setRevealed] = useState<RevealedContact | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const shown = revealed ?? record;

  const reveal = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setRevealed(await dataProvider.revealContact(resource, record.id));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2">Email: {shown.email ?? '—'}</Typography>
      {shown.phone_number !== undefined && <Typography variant="body2">Phone: {shown.phone_number ?? '—'}</Typography>}
      {!revealed && (
        <Button size="small" startIcon={<VisibilityIcon />} onClick={reveal} disabled={busy} sx={{ mt: 0.5 }}>
          Reveal contact
        </Button>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
