import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { StateNeeds } from '@app/projectors';
import { escapeHtml } from '@app/messaging';

/** The font drawn into the images, shipped with the API: the image the server runs in has no fonts of its own. */
const FONT = resolve('apps/api/assets/fonts/DejaVuSans-Bold.ttf');
const WIDTH = 1200;
const HEIGHT = 630;

/** Which figures an image shows: its address carries it, so a preview cached elsewhere is refreshed when they change. */
export const shareImageVersion = (state: StateNeeds) =>
  createHash('sha256')
    .update(JSON.stringify([state.state, state.needs]))
    .digest('base64url')
    .slice(0, 12);

/** The state's name as large as fits one line beside the margins (a rough width per character of the bold font). */
const nameSize = (name: string) => Math.min(88, Math.floor((WIDTH - 140) / (name.length * 0.68)));

const needsSvg = (state: StateNeeds) => {
  if (state.needs.length === 0)
    return `<text x="70" y="400" font-size="44" fill="#ffffff">No blood is needed here.</text>`;
  const width = 126;
  const gap = 12;
  return state.needs
    .map(({ blood_group, units }, index) => {
      const x = 70 + index * (width + gap);
      return `<g transform="translate(${x} 330)"><rect width="${width}" height="150" rx="18" fill="#ffffff"/>
        <text x="${width / 2}" y="66" font-size="46" fill="#b71c1c" text-anchor="middle">${escapeHtml(blood_group)}</text>
        <text x="${width / 2}" y="122" font-size="${units >= 1000 ? 24 : 30}" fill="#1f2937" text-anchor="middle">${units} ${units === 1 ? 'unit' : 'units'}</text></g>`;
    })
    .join('');
};

const svgOf = (state: StateNeeds) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#b71c1c"/>
  <path fill="#ffffff" transform="translate(70 50) scale(4)" d="M12 2.5S5.5 10 5.5 14.5a6.5 6.5 0 0 0 13 0C18.5 10 12 2.5 12 2.5z"/>
  <text x="170" y="112" font-size="40" fill="#ffffff">Blood Match</text>
  <text x="70" y="200" font-size="40" fill="#ffffff">${state.needs.length > 0 ? 'Blood needed in' : 'Right now in'}</text>
  <text x="70" y="290" font-size="${nameSize(state.state)}" fill="#ffffff">${escapeHtml(state.state)}</text>
  ${needsSvg(state)}
  <text x="70" y="575" font-size="26" fill="#ffffff" opacity="0.9">Open requests and appeals at verified hospitals</text>
</svg>`;

/**
 * A state's link-preview image (PNG, what previews show), drawn from its current figures. Each state's image is
 * kept until its figures change, so a preview costs a drawing (tens of milliseconds) only when the need changed.
 */
export class ShareImages {
  private readonly drawn = new Map<string, { version: string; png: Buffer }>();

  png(state: StateNeeds): Buffer {
    const version = shareImageVersion(state);
    const kept = this.drawn.get(state.slug);
    if (kept?.version === version) return kept.png;
    const png = new Resvg(svgOf(state), {
      font: { fontFiles: [FONT], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    })
      .render()
      .asPng();
    this.drawn.set(state.slug, { version, png });
    return png;
  }
}
