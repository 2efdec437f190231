import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { deferUntilOpen } from './deferred-overlays';
import { ShareIcon } from '@/components/icons/share-icon';
import type { SharePanelProps } from './share-panel';

const SharePanel = deferUntilOpen<SharePanelProps>(() => import('./share-panel'));

export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18next.t('layout:share.copied'));
  } catch {
    toast.error(i18next.t('layout:share.copyFailed'));
  }
}

/** The share icon with its hover panel: copy link, WhatsApp, Facebook, Telegram, Instagram. */
export function ShareMenu() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const url = typeof window !== 'undefined' ? window.location.origin : '/';
  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <IconButton
        aria-label={t('share.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        color="primary"
      >
        <ShareIcon />
      </IconButton>
      <SharePanel id={panelId} open={open} url={url} onCopy={() => void copyLink(url)} />
    </Box>
  );
}
