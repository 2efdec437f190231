import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '@/config/app';
import { i18next } from '@/lib/i18n';
import { FacebookIcon } from '@/components/icons/facebook-icon';
import { InstagramIcon } from '@/components/icons/instagram-icon';
import { LinkIcon } from '@/components/icons/link-icon';
import { TelegramIcon } from '@/components/icons/telegram-icon';
import { WhatsAppIcon } from '@/components/icons/whats-app-icon';

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

export interface SharePanelProps {
  id: string;
  open: boolean;
  url: string;
  onCopy: () => void;
}

/** The share menu's panel: in its own chunk, as it shows only on hover or tap. */
export default function SharePanel({ id, open, url, onCopy }: SharePanelProps) {
  const { t } = useTranslation('layout');
  if (!open) return null;
  return (
    <Paper
      id={id}
      elevation={6}
      sx={{ position: 'absolute', right: 0, top: '100%', width: 220, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      <List dense component="nav" aria-label={t('share.site')}>
        <ListItemButton onClick={onCopy}>
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
  );
}
