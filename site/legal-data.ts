// Data of the legal pages: privacy policy and terms with dated versions (/privacy-policy/{id}/), the newest
// being the default at the bare path; the cookies policy with its table of every cookie and storage key.
import {
  COOKIE_CATEGORY_LABELS,
  COOKIES_POLICY,
  findVersion,
  PRIVACY_POLICY_VERSIONS,
  STORAGE_KIND_LABELS,
  TERMS_VERSIONS,
  type CookieEntry,
  type LegalDocument,
} from './content/legal';

export type LegalKind = 'privacy' | 'terms' | 'cookies';

export interface LegalData {
  kind: LegalKind;
  basePath: string;
  doc: LegalDocument;
  /** Every version, newest first; empty for the cookies policy. */
  versions: { id: string; effective: string }[];
  /** The newest version is shown (at the bare path or its own id). */
  isCurrent: boolean;
  /** The cookies table, with its labels resolved here so the page chunk carries no content module. */
  cookies?: (CookieEntry & { kindLabel: string; categoryLabel: string })[];
}

const LISTS = { privacy: PRIVACY_POLICY_VERSIONS, terms: TERMS_VERSIONS } as const;
const BASE = { privacy: '/privacy-policy/', terms: '/terms-and-conditions/', cookies: '/cookies-policy/' } as const;

/** The page's data; undefined for a version id that does not exist (→ 404, SPEC §2 page validation). */
export function legalData(kind: LegalKind, id?: string): LegalData | undefined {
  if (kind === 'cookies') {
    const { cookies, ...doc } = COOKIES_POLICY;
    const rows = cookies.map((c) => ({
      ...c,
      kindLabel: STORAGE_KIND_LABELS[c.kind],
      categoryLabel: COOKIE_CATEGORY_LABELS[c.category],
    }));
    return { kind, basePath: BASE.cookies, doc, versions: [], isCurrent: true, cookies: rows };
  }
  const list = LISTS[kind];
  const doc = findVersion(list, id);
  if (!doc) return undefined;
  return {
    kind,
    basePath: BASE[kind],
    doc,
    versions: list.map((v) => ({ id: v.id, effective: v.effective })),
    isCurrent: doc.id === list[0]?.id,
  };
}

/** Every version gets its own prerendered page. */
export function legalParams(kind: 'privacy' | 'terms'): Record<string, string>[] {
  return LISTS[kind].map((v) => ({ id: v.id }));
}
