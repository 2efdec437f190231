import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { ScrollToTop } from '@/components/scroll-to-top';
import { APP_NAME } from '@/config/app';
import { listenForForegroundPush } from '@/lib/push-messages';
import type { RouteHandle } from '../router';

export function RootLayout() {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;

  useEffect(() => {
    document.title = title?.title && title.title !== 'routes:home' ? `${t(title.title)} | ${APP_NAME}` : APP_NAME;
  }, [title?.title, t]);

  useEffect(() => listenForForegroundPush(), []);

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
