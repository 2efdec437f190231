import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { ScrollToTop } from '@/components/scroll-to-top';
import { APP_NAME } from '@/config/app';
import { listenForForegroundPush } from '@/lib/push-messages';
import type { RouteHandle } from '../router';

export function RootLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;

  useEffect(() => {
    document.title = title?.title && title.title !== 'Home' ? `${title.title} | ${APP_NAME}` : APP_NAME;
  }, [title?.title]);

  useEffect(() => listenForForegroundPush(), []);

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
