import type { Preview } from '@storybook/preact-vite';
import baseCss from '../site/styles/base.css?inline';
import { amountSliderCss, heroCss } from '../widgets';

// Widgets ship their CSS as strings (for shadow roots on partner pages); here it goes into the page once,
// with the site's design tokens, so stories look as they do on the site.
const styles = [baseCss, amountSliderCss, heroCss].join('\n');

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
