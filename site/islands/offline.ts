// The layout's offline notice.
export { OnlineNotice as default } from '../app/OfflineNotice';
