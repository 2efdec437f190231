import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { eventually } from './eventually';
import type { SignedIn } from './signed-in';
import { useSession } from './signed-in';

/** The phone screens the app must work on (CSS pixels). */
export const PHONE_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;
export type PhoneSize = (typeof PHONE_SIZES)[number];

export const sizeName = (size: PhoneSize) => `${size.width}x${size.height}`;

/** A touch phone's context (taps, mobile viewport), optionally signed in as `session` in `role`. */
export async function phoneContext(
  browser: Browser,
  size: PhoneSize,
  signedIn?: { session: SignedIn; role: 'donor' | 'recipient' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: size,
    screen: size,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  });
  if (signedIn) await useSession(context, signedIn.session, signedIn.role);
  return { context, page: await context.newPage() };
}

/**
 * Where `target` is hidden when scrolled into view: it is scrolled to the nearest edge coming from the top of the
 * page and again from the bottom, and each time the element at its centre must be the target or inside it.
 * Returns what covers it (empty when reachable both ways).
 */
const coveredAt = (target: Locator) =>
  target.evaluate((element) => {
    const describe = (node: Element | null) => {
      if (!node) return 'nothing (off screen)';
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      const landmark = node.closest('nav, header, [role="dialog"], [aria-live]');
      return `<${node.tagName.toLowerCase()}> "${label}"${landmark ? ` in <${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? ` "${landmark.getAttribute('aria-label')}"` : ''}>` : ''}`;
    };
    const found: string[] = [];
    for (const from of ['top', 'bottom'] as const) {
      window.scrollTo({ top: from === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // A disabled button takes no pointer events: the point then finds what holds it, which is just as clear.
      const disabled = element.matches(':disabled, .Mui-disabled');
      const reached = hit && (hit === element || element.contains(hit) || (disabled && hit.contains(element)));
      if (!reached) found.push(`scrolled from the ${from}: ${describe(hit)}`);
    }
    return found;
  });

const TOAST = '[aria-live="polite"] .MuiAlert-root';

/** What is sliding or fading in (endless animations, like a spinner's, aside), as "name on <tag class>" lines. */
const runningAnimations = () =>
  document
    .getAnimations()
    .filter((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return animation.playState === 'running' && iterations !== Infinity;
    })
    .map((animation) => {
      const name =
        animation instanceof CSSAnimation
          ? animation.animationName
          : animation instanceof CSSTransition
            ? animation.transitionProperty
            : animation.id || 'animation';
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.getAttribute('class') ?? ''}">`;
    });

/** A bound on waiting for what ends by itself within seconds: it turns a hang into a failure naming what stayed. */
const SETTLE_TIMEOUT_MS = 30_000;

/** `coveredAt`, once dialogs and sheets are in place and any toast (which leaves by itself within seconds) has gone. */
async function reachability(page: Page, target: Locator): Promise<string[]> {
  await eventually(
    () => page.evaluate(runningAnimations),
    (running) => running.length === 0,
    'the animations to end',
    { timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 50 },
  );
  const toast = page.locator(TOAST).first();
  await toast.waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS }).catch(async () => {
    throw new Error(`A toast still showing after 30 s: "${await toast.innerText().catch(() => '?')}"`);
  });
  return coveredAt(target);
}

/** The primary actions of what is on screen: the open dialog's buttons, else the page's contained and submit buttons. */
const primaryButtons = async (page: Page): Promise<Locator[]> => {
  const dialogs = page.locator('[role="dialog"]:visible, [role="presentation"].MuiDrawer-modal:visible');
  const scope = (await dialogs.count()) > 0 ? dialogs.last() : page.locator('main');
  const candidates = scope.locator(
    '.MuiButton-contained, button[type="submit"], .MuiDialogActions-root .MuiButton-root, .MuiDialogActions-root a',
  );
  const visible: Locator[] = [];
  for (const candidate of await candidates.all()) if (await candidate.isVisible()) visible.push(candidate);
  return visible;
};

/**
 * What is wrong with the screen on a phone: the page scrolls sideways, or a primary button (or one of `extra`) cannot
 * be brought clear of the fixed bars. One line per problem, named with `where`.
 */
export async function phoneProblems(page: Page, size: PhoneSize, where: string, extra: Locator[] = []) {
  const problems: string[] = [];
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > size.width) problems.push(`${where} @${sizeName(size)}: the page is ${width}px wide`);
  for (const button of [...(await primaryButtons(page)), ...extra]) {
    const name = ((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim();
    for (const cover of await reachability(page, button))
      problems.push(`${where} @${sizeName(size)}: "${name}" is covered, ${cover}`);
  }
  return problems;
}
