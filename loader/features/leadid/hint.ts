// The part of feature "leadid" built into core.js: whether the page may know a lead at all (a `lead_id` in its
// address, or a lead id stored). Only then is the feature fetched (index.ts, with the retention rule); most partner
// pages have neither before consent, and run none of it.
import { LEAD_PARAM, LEAD_STORAGE_KEYS } from '../../../contracts/lead-keys';
import { parseUrl } from '../../../contracts/origin';
import type { Env } from '../../env';

export const mayKnowLead = (env: Pick<Env, 'href' | 'local'>): boolean =>
  !!parseUrl(env.href)?.searchParams.has(LEAD_PARAM) || LEAD_STORAGE_KEYS.some((key) => env.local.get(key) !== null);
