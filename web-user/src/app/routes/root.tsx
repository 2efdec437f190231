import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@/components/scroll-to-top';
import { APP_NAME } from '@/config/app';
import { listenForForegroundPush } from '@/lib/push-messages';
import { useDeepestHandle } from '@/lib/route-handles';

export function RootLayout() {
  const { t } = useTranslation('routes');
  const title = useDeepestHandle('title');

  useEffect(() => {
    document.title = title && title !== 'routes:home' ? `${t(title)} | ${APP_NAME}` : APP_NAME;
  }, [title, t]);

  useEffect(() => listenForForegroundPush(), []);

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
