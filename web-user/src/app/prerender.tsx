import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { loadWaitedFor } from '@/lib/preloadable-lazy';
import { AppRoutes } from './router';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Every style the markup uses, as one tag emotion adopts on the client (its names are the attribute's words). */
  styleTag: string;
}

/**
 * Renders a public page to HTML at build time (vite.config.ts runs it), so a phone paints the page from index.html
 * before any script has arrived. What loads from the API (testimonials, figures) is shown in its loading state, as
 * the app shows it until the answer comes. Runs under Node through Vite's SSR loader, in English.
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const render = () => {
    // `compat` collects the styles in the cache instead of writing <style> tags into the markup.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </CacheProvider>,
    );
    return { html, cache };
  };
  // renderToString cannot wait for code: what the page waited for (its route's code, a part loaded after the first
  // screen) is loaded and the page drawn again, until it waits for nothing.
  let { html, cache } = render();
  while (await loadWaitedFor()) ({ html, cache } = render());
  // The app draws its own page over this one, so whatever someone typed or pressed here before that would be
  // lost: the prerendered fields and buttons are disabled (links work: they load the page they point to).
  const inert = html.replace(/<(input|textarea|select|button)\b/g, '<$1 disabled');
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = styles.map(([name]) => name).join(' ');
  const css = styles.map(([, rules]) => rules).join('');
  return { html: inert, styleTag: `<style data-emotion="css ${names}">${css}</style>` };
}
