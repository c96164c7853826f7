// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads).
export { Hero as default } from '../../widgets/Hero/Hero';
