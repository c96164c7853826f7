// Widgets that send a visitor's data (registration, phone) work on a partner's page only once the operator has
// approved its origin. The loader asks our server once per page load (contracts/partner-status.ts); on an origin not
// approved yet the widget shows a Polish notice with a link to our site instead of a form that would fail at its
// last step, and the page's owner gets one console warning saying which origin to have approved. The form shows at
// once meanwhile, so approved partners wait for nothing; the server checks every post anyway.
import { useEffect, useState, type ReactNode } from 'react';
import { httpOrigin } from '../../../contracts/origin';
import {
  PARTNER_NOT_ACTIVE_LINK,
  PARTNER_NOT_ACTIVE_TEXT,
  PARTNER_STATUS_PATH,
  partnerNotApprovedWarning,
  readPartnerStatus,
} from '../../../contracts/partner-status';
import type { FeatureContext } from '../../contract';
import { fetchJson } from './runtime';

let asked: Promise<boolean> | null = null;

/**
 * Whether forms may take applications on this page: true on our own site, and when the answer is missing or
 * unreadable (the server refuses a post from an origin it does not know anyway). Asked once per page load.
 */
export function partnerApproval(ctx: FeatureContext): Promise<boolean> {
  const origin = httpOrigin(ctx.env.href);
  const main = httpOrigin(ctx.config.hosts.main);
  if (!origin || !main || origin === main) return Promise.resolve(true);
  asked ??= fetchJson(ctx, `${main}${PARTNER_STATUS_PATH}?origin=${encodeURIComponent(origin)}`).then((body) => {
    const status = readPartnerStatus(body);
    if (status && !status.approved) {
      ctx.env.warn(partnerNotApprovedWarning(origin));
      return false;
    }
    return true;
  });
  return asked;
}

/** Tests only: forget the page's answer. */
export const forgetPartnerApproval = (): void => {
  asked = null;
};

export function PartnerGate({ ctx, href, children }: { ctx: FeatureContext; href: string; children: ReactNode }) {
  const [approved, setApproved] = useState(true);
  useEffect(() => {
    let alive = true;
    void partnerApproval(ctx).then((ok) => {
      if (alive && !ok) setApproved(false);
    });
    return () => {
      alive = false;
    };
  }, []);
  if (approved) return <>{children}</>;
  return (
    <div className="pz-embed__failed pz-embed__inactive" role="status">
      <p>{PARTNER_NOT_ACTIVE_TEXT}</p>
      <p>
        <a className="pz-embed__cta" href={href} target="_blank" rel="noopener">
          {PARTNER_NOT_ACTIVE_LINK}
        </a>
      </p>
    </div>
  );
}
