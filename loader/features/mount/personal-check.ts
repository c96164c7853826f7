// The partner's sub-ids (the page address, the widget's data-sub1…, our script tag) are checked for personal data
// before a widget reads them or puts them on our links. The detector (contracts/personal-data.ts, 1.6 KB gzip with
// its checksums) finds nothing in a value without an @ or six digits (contracts/personal-sign.ts), which is nearly
// every sub-id: it is fetched only for a page with a value that has one, before anything reads them, so the offer
// list's first paint does not carry it.
import { SUB_ID_PARAMS } from '../../../contracts/partner-values';
import type { PersonalTest } from '../../../contracts/personal-data';
import { PERSONAL_SIGN } from '../../../contracts/personal-sign';
import type { FeatureContext } from '../../contract';
import type { Dataset } from './widget-types';

let detector: PersonalTest | undefined;

/**
 * The check every partner value of a widget passes (read-options.ts, links.ts): a value with a sign of personal data
 * counts as personal unless the detector, fetched by readyToCheck, says otherwise, so nothing passes unchecked.
 */
export const isPersonal: PersonalTest = (value) => PERSONAL_SIGN.test(value) && (detector?.(value) ?? true);

/** Whether a sub-id the widget may read (the page address's, the element's, our script tag's) has a sign. */
export function signedSubIds(href: string, dataset: Dataset, scriptData: Dataset = {}): boolean {
  let query: URLSearchParams | undefined;
  try {
    query = new URL(href).searchParams;
  } catch {
    /* an odd page address carries no partner values */
  }
  return SUB_ID_PARAMS.some((key) =>
    [query?.get(key), dataset[key], scriptData[key]].some((value) => value && PERSONAL_SIGN.test(value)),
  );
}

/** Fetches the detector when a sub-id the widget on `el` may read has a sign of personal data (once per page). */
export async function readyToCheck({ env }: Pick<FeatureContext, 'env'>, dataset: Dataset): Promise<void> {
  if (detector || !signedSubIds(env.href, dataset, env.scriptData)) return;
  try {
    detector = (await import('../../../contracts/personal-data')).looksPersonal;
  } catch (error) {
    // Without the detector such values are dropped (isPersonal), with the usual warning naming them.
    env.warn('partner values not checked, the check did not load:', error);
  }
}
