import type { Preview } from '@storybook/preact-vite';
import { enhanceArgTypes, extractComponentDescription } from 'storybook/internal/docs-tools';
import baseCss from '../site/styles/base.css?inline';
import * as widgets from '../widgets';
import { installTypography } from '../widgets/text/install';
import { tokensCss } from '../widgets/tokens';
import { extractArgTypes } from './docgen';
import { WidgetDocsPage } from './docs-page';

// Widgets ship their CSS as strings (for shadow roots on partner pages), exported as `nameCss` from
// widgets/index.ts; here all of it goes into the page once, with the site's design tokens, so stories look
// as they do on the site.
const widgetCss = Object.entries(widgets)
  .filter(([name, value]) => name.endsWith('Css') && typeof value === 'string')
  .map(([, value]) => value as string);
const styles = [tokensCss(':root'), baseCss, ...widgetCss].join('\n');

const preview: Preview = {
  // Every widget gets a docs page (docs-page.tsx): props, the partner's tag, every state.
  tags: ['autodocs'],
  argTypesEnhancers: [enhanceArgTypes],
  decorators: [
    (Story) => {
      // The site's copy hook (no-break spaces in Polish text: "1 500 zł", "z pożyczkodawcą"), as the site and the
      // loader install it, so what a designer judges here is what a visitor sees.
      installTypography();
      return (
        <>
          <style>{styles}</style>
          <div lang="pl" style={{ padding: '1rem' }}>
            <Story />
          </div>
        </>
      );
    },
  ],
  parameters: {
    docs: { page: WidgetDocsPage, extractArgTypes, extractComponentDescription },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone360: { name: 'Telefon 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        desktop1280: { name: 'Komputer 1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
