// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads). The loan the
// visitor sets is kept for the visit, so every link to offers carries it (site/components/VisitHero.tsx). A
// re-export, not a wrapper: Rollup then points the island's import at VisitHero's own chunk, and the home page
// fetches no separate island file before interaction.
export { VisitHero as default } from '../components/VisitHero';
