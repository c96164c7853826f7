// Our widgets keep their own type on any host: rules that match the host element itself (`*`, `div`,
// `[data-widget]`, even with !important) change nothing inside the widget. The same widgets on a page with no
// styles of its own and on a page with aggressive ones must compute the same text properties and the same sizes.
import { expect, test, type Page } from '@playwright/test';
import { networkSettled } from './helpers';
import { FIXTURES_ORIGIN } from './origins';

const HOSTS = ['#t-amount-slider', '#t-loan-sliders', '#t-offer-list'];
const PROPS = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontVariantCaps',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'textTransform',
  'textAlign',
  'textIndent',
  'whiteSpace',
  'wordBreak',
  'color',
  'textShadow',
  'fontSizeAdjust',
] as const;

interface Sample {
  host: string;
  path: string;
  style: Record<string, string>;
  height: number;
}

/** Every element of each widget's shadow root with text of its own: its computed type and its height. */
async function samples(page: Page, url: string): Promise<Sample[]> {
  await page.goto(url);
  await page.waitForFunction(
    (hosts) =>
      hosts.every((id) => {
        const root = document.querySelector(id)?.shadowRoot;
        return (
          !!root?.querySelector('.pz-embed *') &&
          (id !== '#t-offer-list' || !!root.querySelector('a[href*="/transition/"]'))
        );
      }),
    HOSTS,
  );
  await networkSettled(page);
  return page.evaluate(
    ({ hosts, props }) =>
      hosts.flatMap((id) => {
        const root = document.querySelector(id)!.shadowRoot!;
        return [...root.querySelectorAll<HTMLElement>('.pz-embed, .pz-embed *')]
          .filter(
            (el) =>
              el === root.querySelector('.pz-embed') ||
              [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
          )
          .map((el, index) => {
            const computed = getComputedStyle(el);
            return {
              host: id,
              path: `${index} ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`,
              style: Object.fromEntries(props.map((p) => [p, computed[p as keyof CSSStyleDeclaration] as string])),
              height: Math.round(el.getBoundingClientRect().height),
            };
          });
      }),
    { hosts: HOSTS, props: [...PROPS] },
  );
}

test("a page whose rules match the widget's host element leaves the widget's type, colours and line breaks unchanged", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const calm = await samples(page, `${FIXTURES_ORIGIN}/partner-type-calm.html`);
  const aggressive = await samples(page, `${FIXTURES_ORIGIN}/partner-type-aggressive.html`);
  // The page's own rules did apply where they can: to its heading and to the host elements themselves.
  expect(await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily)).toBe('serif');
  expect(await page.locator('#t-amount-slider').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
    'system-ui',
  );

  expect(calm.length).toBeGreaterThan(20);
  expect(aggressive.map((s) => s.path)).toEqual(calm.map((s) => s.path));
  for (const [i, sample] of aggressive.entries()) {
    expect.soft(sample.style, `${sample.host} ${sample.path}`).toEqual(calm[i]!.style);
    expect.soft(sample.height, `${sample.host} ${sample.path} height`).toBe(calm[i]!.height);
  }
  // The widget's own face, not the page's serif or cursive.
  for (const sample of aggressive) expect(sample.style.fontFamily).toMatch(/^system-ui/);
});
