import type { Preview } from '@storybook/preact-vite';
import baseCss from '../site/styles/base.css?inline';
import * as widgets from '../widgets';
import { tokensCss } from '../widgets/tokens';

// Widgets ship their CSS as strings (for shadow roots on partner pages), exported as `nameCss` from
// widgets/index.ts; here all of it goes into the page once, with the site's design tokens, so stories look
// as they do on the site.
const widgetCss = Object.entries(widgets)
  .filter(([name, value]) => name.endsWith('Css') && typeof value === 'string')
  .map(([, value]) => value as string);
const styles = [tokensCss(':root'), baseCss, ...widgetCss].join('\n');

const preview: Preview = {
  decorators: [
    (Story) => (
      <>
        <style>{styles}</style>
        <div lang="pl" style={{ padding: '1rem' }}>
          <Story />
        </div>
      </>
    ),
  ],
  parameters: {
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
