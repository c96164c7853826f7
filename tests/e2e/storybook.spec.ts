// Every story of the built Storybook renders without errors and axe finds nothing in it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STORYBOOK_ORIGIN } from './origins';
import { expectNoAxeViolations, watchErrors } from './helpers';

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the Storybook has stories for every widget', () => {
  // A widget is a folder widgets/Name/ with Name.tsx; helpers (format/, text/, fields/) are not.
  const widgets = readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/${entry.name}.tsx`))
    .map((entry) => `Widgets/${entry.name}`);
  const titles = new Set(stories.map((s) => s.title));
  expect(widgets.length).toBeGreaterThan(5);
  for (const widget of widgets) expect(titles, widget).toContain(widget);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders and passes axe`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${STORYBOOK_ORIGIN}/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root.locator('> *').first()).toBeAttached();
    await expectNoAxeViolations(page, '#storybook-root');
    expect(errors.pageErrors).toEqual([]);
  });
}
