// What the catalogue's screens share (console.ts and its views): their addresses, the state labels, the number
// formats and the site's categories an offer can be listed under.
import type { CatalogueStatus } from '../../contracts/catalogue';
import type { Offer } from '../../contracts/offer';
import { ROUTES } from '../../site/routes';

export const CATALOGUE_PAGE = '/admin/oferty/';
export const ARCHIVE_PAGE = '/admin/archiwum/';
export const LENDER_PAGE = '/admin/pozyczkodawcy/';

const pl2 = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const plInt = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
export const pct = (value: number): string => `${pl2.format(value)}%`;
export const zl = (value: number): string => `${pl2.format(value)}\u00a0zł`;
export const zlWhole = (value: number): string => `${plInt.format(value)}\u00a0zł`;
/** "2026-10-14" → "14.10.2026". */
export const day = (iso: string): string => iso.split('-').reverse().join('.');
export const termWord = (offer: Pick<Offer, 'term'>): string => (offer.term.unit === 'days' ? 'dni' : 'mies.');

export const STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  active: 'aktywna',
  paused: 'wstrzymana',
  retired: 'wycofana',
};
export const LENDER_STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  active: 'aktywny',
  paused: 'wstrzymany',
  retired: 'wycofany',
};

/** The site's categories by their meta id, each named with its address. */
export const CATEGORY_NAMES: ReadonlyMap<number, string> = new Map(
  ROUTES.filter((r) => r.metaId !== undefined).map((r) => [r.metaId as number, `${r.name} (${r.path})`]),
);
