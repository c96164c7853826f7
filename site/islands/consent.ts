// The layout's cookie-banner gate: fetches the banner only for a visitor who has not chosen yet.
export { ConsentGate as default } from '../app/ConsentGate';
