import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * MUI overlays that are closed when a page first paints (the site's mobile menu, the language menu, toasts, the
 * offline notice) cost tens of kilobytes the first page does not need on a slow mobile connection. These stand-ins
 * render nothing until first opened and fetch the real component when the browser is idle once the page has
 * started (lib/when-idle.ts), so it is there before anyone taps (and the service worker keeps it for a start without
 * a connection).
 */
export function deferUntilOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Real = lazy(load);
  return function Deferred(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
}
