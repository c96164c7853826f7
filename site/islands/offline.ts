// The layout's offline notice.
export { OnlineNotice as default } from '../app/OfflineNotice';
export const props = (): Record<string, never> => ({});
