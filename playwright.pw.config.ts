import base from './playwright.config';
export default { ...base, webServer: (base.webServer as unknown[]).filter((s) => !String((s as { command: string }).command).includes('storybook')) };
