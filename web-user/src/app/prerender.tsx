import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { loadWaitedFor } from '@/lib/preloadable-lazy';
import { INERT_ATTRIBUTE, PrerenderAudienceContext, type PrerenderAudience } from '@/lib/prerender-audience';
import { MOBILE_QUERY } from '@/lib/use-media';
import { AppRoutes } from './router';

export { MOBILE_QUERY };

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Every style the markup uses, as one tag emotion adopts on the client (its names are the attribute's words). */
  styleTag: string;
}

/** The width of a common phone (and of Lighthouse's mobile screen): the prerendered pages are drawn for phones. */
const PHONE_WIDTH = 412;

/** The layout's media queries (lib/use-media.ts: min-width and max-width only) answered for that phone. */
const phoneMatchMedia = (query: string) => ({
  matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, width]) =>
    bound === 'min' ? PHONE_WIDTH >= Number(width) : PHONE_WIDTH <= Number(width),
  ),
});

const onPhone = <Theme extends object>(theme: Theme) => ({
  ...theme,
  components: {
    ...(theme as { components?: object }).components,
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } },
  },
});

/**
 * Renders a page to HTML at build time (vite.config.ts runs it), so a phone paints the page from its HTML before any
 * script has arrived: public pages for a signed-out visitor; the dashboard for every signed-in donor at once, so with
 * no one's data in it (lib/prerender-audience.ts). What loads from the API (testimonials, figures, the donor's
 * lists) is shown in its loading state, as the app shows it until the answer comes. Runs under Node through Vite's
 * SSR loader, in English.
 */
export async function prerender(
  path: string,
  audience: PrerenderAudience,
  { keepsTyping = false } = {},
): Promise<PrerenderedPage> {
  const render = () => {
    // `compat` collects the styles in the cache instead of writing <style> tags into the markup.
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <PrerenderAudienceContext value={audience}>
          <AppProvider>
            <ThemeProvider theme={onPhone}>
              <StaticRouter location={path}>
                <AppRoutes />
              </StaticRouter>
            </ThemeProvider>
          </AppProvider>
        </PrerenderAudienceContext>
      </CacheProvider>,
    );
    return { html, cache };
  };
  // renderToString cannot wait for code: what the page waited for (its route's code, a part loaded after the first
  // screen) is loaded and the page drawn again, until it waits for nothing.
  let { html, cache } = render();
  while (await loadWaitedFor()) ({ html, cache } = render());
  // Until the app has taken this page over, whatever someone typed or pressed here would be lost: the prerendered
  // fields and buttons are disabled (links work: they load the page they point to), marked so that the app, when it
  // hydrates the page, enables them again (hydration leaves attributes as they are). A page that keeps typing
  // (lib/typed-before-app.ts) leaves its text fields open: its form takes what was typed.
  const inert = html.replace(
    keepsTyping ? /<(select|button)\b([^>]*)>/g : /<(input|textarea|select|button)\b([^>]*)>/g,
    (tag, name: string, attributes: string) =>
      /\sdisabled(?=[\s=/]|$)/.test(attributes) ? tag : `<${name} disabled ${INERT_ATTRIBUTE}${attributes}>`,
  );
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = styles.map(([name]) => name).join(' ');
  const css = styles.map(([, rules]) => rules).join('');
  return { html: inert, styleTag: `<style data-emotion="css ${names}">${css}</style>` };
}
