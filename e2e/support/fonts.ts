import type { Page } from '@playwright/test';

/**
 * The fonts Chromium painted an element's text in (DevTools protocol): a web font shows as its
 * own family, a local fallback as the system font it names (e.g. "Liberation Sans").
 * `document.fonts.check` cannot tell: it answers true for a font loaded too late to be used.
 */
export async function paintedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}
