import DescriptionIcon from '@mui/icons-material/Description';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { fetchProtectedFile } from '../providers/http-client';

interface ProtectedFileProps {
  /** The record field holding the admin API URL of the file. */
  source: string;
  /** Shown as an image (a passport photo) or as a link that opens the file (a CV). */
  as: 'image' | 'link';
  label: string;
}

/**
 * Applicants' files are served to staff only, so the browser cannot load them by URL alone: they are fetched with
 * the staff token and shown from a blob URL.
 */
export function ProtectedFile({ source, as, label }: ProtectedFileProps) {
  const record = useRecordContext();
  const url = record?.[source] as string | undefined;
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchProtectedFile(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setBlobUrl(objectUrl);
      })
      .catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url) return null;
  if (failure)
    return (
      <Alert severity="warning">
        {label} cannot be loaded: {failure}
      </Alert>
    );
  if (!blobUrl) return <CircularProgress size={20} aria-label={`Loading ${label}`} />;
  if (as === 'image') return <img src={blobUrl} alt={label} style={{ maxWidth: 240, maxHeight: 240 }} />;
  return (
    <Button size="small" startIcon={<DescriptionIcon />} href={blobUrl} target="_blank" rel="noopener">
      Open {label}
    </Button>
  );
}
