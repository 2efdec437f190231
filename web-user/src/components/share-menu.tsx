import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '@/config/app';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { FacebookIcon, InstagramIcon, LinkIcon, ShareIcon, TelegramIcon, WhatsAppIcon } from './icons';

export const shareTargets = (url: string, text = i18next.t('layout:share.invitation', { name: APP_NAME })) => [
  { label: 'WhatsApp', icon: WhatsAppIcon, href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  {
    label: 'Facebook',
    icon: FacebookIcon,
    href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    label: 'Telegram',
    icon: TelegramIcon,
    href: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  { label: 'Instagram', icon: InstagramIcon, href: 'https://www.instagram.com/' },
];

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
      {open && (
        <Paper
          id={panelId}
          elevation={6}
          sx={{ position: 'absolute', right: 0, top: '100%', width: 220, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        >
          <List dense component="nav" aria-label={t('share.site')}>
            <ListItemButton onClick={() => void copyLink(url)}>
              <ListItemIcon>
                <LinkIcon />
              </ListItemIcon>
              <ListItemText primary={t('share.copyLink')} />
            </ListItemButton>
            {shareTargets(url).map(({ label, icon: Icon, href }) => (
              <ListItemButton key={label} component="a" href={href} target="_blank" rel="noopener noreferrer">
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
