import { needsSummary } from '@app/domain';
import type { StateNeeds } from '@app/projectors';
import { escapeHtml } from '@app/messaging';

/** The link-preview image (a PNG: what previews show), shipped with the user app. */
export const SHARE_IMAGE = { path: '/images/share-needs.png', width: 1200, height: 630 } as const;

/**
 * The user app's page for `/needs/<slug>` with the link-preview tags of that state's current need written into its
 * head, so a crawler that runs no script (a chat app fetching a preview) reads the title, the figures and the image.
 */
export const sharePageHtml = (html: string, state: StateNeeds, publicUrl: string): string => {
  const origin = publicUrl.replace(/\/+$/, '');
  const title =
    state.needs.length > 0 ? `Blood needed in ${state.state} · Blood Match` : `Blood in ${state.state} · Blood Match`;
  const description = needsSummary(state.state, state.needs);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Blood Match'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}/needs/${state.slug}`),
    meta('property', 'og:image', `${origin}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', SHARE_IMAGE.width),
    meta('property', 'og:image:height', SHARE_IMAGE.height),
    meta('property', 'og:image:alt', 'Blood Match: where blood is needed in Nigeria'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', `${origin}${SHARE_IMAGE.path}`),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `${tags}</head>`);
};
