// The widget library: written against the React API, run on Preact through preact/compat (scripts/aliases.mjs).
// Each widget exports its component and its CSS (a string), so the site can inline it and the loader can put
// it into a shadow root on partner pages.
export { AmountSlider, amountSliderCss, type AmountSliderProps } from './AmountSlider/AmountSlider';
export { snapToStep, fillPercent } from './AmountSlider/useAmountSlider';
export { Hero, heroCss, type HeroProps } from './Hero/Hero';
export { formatPln, pluralPl, DAYS, MONTHS } from './format/format';
