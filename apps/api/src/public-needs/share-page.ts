import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError, needsSummary } from '@app/domain';
import type { StateNeeds } from '@app/projectors';
import { escapeHtml } from '@app/messaging';
import { notFoundBody } from '../platform/http/exception.filter.js';
import type { PublicBoard, PublicNeedsBoard } from './public-needs-board.js';
import { ShareImages, shareImageVersion } from './share-image.js';

/** The board's own preview image (a PNG: what previews show), shipped with the user app. */
const BOARD_IMAGE = '/images/share-needs.png';
const IMAGE_SIZE = { width: 1200, height: 630 };

/** Paths of the board's pages, whose HTML carries link-preview tags: `/needs`, and `/needs/<slug>` (group 1). */
export const SHARED_PAGE = /^\/needs(?:\/([a-z0-9-]{1,60}))?$/;

interface Preview {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
}

/** The page's HTML with the preview's tags in its head, in place of the app's own title and description. */
export const withPreview = (html: string, preview: Preview): string => {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Blood Match'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', IMAGE_SIZE.width),
    meta('property', 'og:image:height', IMAGE_SIZE.height),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `${tags}</head>`);
};

/** A state's preview: its current need in words, and its image drawn from the same figures. */
export const statePreview = (state: StateNeeds, origin: string): Preview => ({
  title:
    state.needs.length > 0 ? `Blood needed in ${state.state} · Blood Match` : `Blood in ${state.state} · Blood Match`,
  description: needsSummary(state.state, state.needs),
  url: `${origin}/needs/${state.slug}`,
  image: `${origin}/needs/${state.slug}/preview.png?v=${shareImageVersion(state)}`,
  imageAlt: needsSummary(state.state, state.needs),
});

const boardPreview = (board: PublicBoard, origin: string): Preview => {
  const inNeed = board.states.filter((state) => state.needs.length > 0).map((state) => state.state);
  return {
    title: 'Where blood is needed · Blood Match',
    description:
      inNeed.length === 0
        ? 'No blood is needed on the board right now. Donors can still give at a verified blood bank.'
        : `Blood is needed in ${inNeed.length === 1 ? '1 state' : `${inNeed.length} states`}: ${inNeed.join(', ')}.`,
    url: `${origin}/needs`,
    image: `${origin}${BOARD_IMAGE}`,
    imageAlt: 'Blood Match: where blood is needed in Nigeria, state by state',
  };
};

/**
 * The board's pages with their link-preview tags written in (from the board's shared cache, so a preview costs no
 * more than the API), for crawlers that run no script; each state's preview image at `/needs/<slug>/preview.png`.
 */
export class SharedBoardPages {
  private readonly images = new ShareImages();

  constructor(
    private readonly board: PublicNeedsBoard,
    publicUrl: string,
    private readonly origin = publicUrl.replace(/\/+$/, ''),
  ) {}

  /** The page's HTML and status: an unknown state gets the app's page unchanged with 404, which the app explains. */
  async page(html: string, slug: string | undefined): Promise<{ status: number; html: string }> {
    if (slug === undefined)
      return { status: 200, html: withPreview(html, boardPreview(await this.board.board(), this.origin)) };
    try {
      const { state } = await this.board.state(slug);
      return { status: 200, html: withPreview(html, statePreview(state, this.origin)) };
    } catch (error) {
      if (error instanceof NotFoundError) return { status: 404, html };
      throw error;
    }
  }

  register(fastify: FastifyInstance) {
    fastify.get<{ Params: { slug: string } }>('/needs/:slug/preview.png', async (request, reply: FastifyReply) => {
      const state = (await this.board.board()).states.find((candidate) => candidate.slug === request.params.slug);
      if (!state) return reply.status(404).send(notFoundBody(request.headers['accept-language']));
      return reply.header('Cache-Control', 'public, max-age=300').type('image/png').send(this.images.png(state));
    });
  }
}
