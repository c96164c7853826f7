// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads).
import { heroProps } from '../pages/home-islands';
export { Hero as default } from '../../widgets/Hero/Hero';
export const props = heroProps;
