import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '@/components/icons/share-icon';
import { copyLink } from '@/components/share-menu';

/**
 * Shares the page's link through the phone's own share sheet (WhatsApp, SMS, ...) where the browser offers one,
 * else copies it. The link's preview (title, need, image) comes from the page the server sends for it.
 */
export function ShareStateNeeds({ url, title, text }: { url: string; title: string; text: string }) {
  const { t } = useTranslation('needs');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink(url);
  };
  return (
    <Button variant="contained" startIcon={<ShareIcon />} onClick={() => void share()}>
      {t('share')}
    </Button>
  );
}
