export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How an email is worded around its content: its language, and the line under the button (English by default). */
export interface MailWording {
  language?: string;
  linkFallback?: string;
}

const LINK_FALLBACK = 'If the button does not work, paste this link into your browser:';

/** The one look of every email: a greeting, paragraphs, and at most one button with its link spelled out. */
export const mailLayout = (
  greeting: string,
  paragraphs: string[],
  action?: { label: string; link: string },
  wording: MailWording = {},
) => `<!doctype html>
<html lang="${escapeHtml(wording.language ?? 'en')}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.link)}" style="background:#b91c1c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 12px; color: #6b7280">${escapeHtml(wording.linkFallback ?? LINK_FALLBACK)} ${escapeHtml(action.link)}</p>`
    : ''
}
</body></html>`;

/** A message in that layout, with the same words as plain text. */
export const composeMail = (
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; link: string },
  wording: MailWording = {},
) => ({
  to,
  subject,
  text: `${greeting}\n\n${paragraphs.join('\n\n')}${action ? `\n\n${action.link}` : ''}\n`,
  html: mailLayout(greeting, paragraphs, action, wording),
  ...(action ? { link: action.link } : {}),
});
