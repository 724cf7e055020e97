import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules, as the target says. */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the page's running transitions (a drawer sliding in, a menu fading in) have ended,
 * so axe measures colours as they settle, not half-way through an opacity change. Endless
 * animations (a loader) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts a frame after its element appears.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe's WCAG 2.1 AA violations on the page as it is now, one line each, for a readable failure.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
