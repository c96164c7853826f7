// Feature "speed" (consent: analytics): field speed with the web-vitals library, in its own chunk, fetched only once
// analytics consent is given. LCP, INP, CLS and TTFB are gathered and sent as one web_vitals event through the event
// API each time the page is hidden (web-vitals' own moment for final values), with only the metrics new or changed
// since the last batch (docs/partners.md, "Field speed").
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { FeatureContext } from '../../contract';
import { sendInContext } from '../../events/context';
import { SERVER_BUSY } from '../../events/client';
import { deviceClass, pageTemplate, speedBatch, SPEED_EVENT, type SpeedMetric } from './speed';

export function start(ctx: FeatureContext): void {
  const { env, config, signals } = ctx;
  const dom = env.dom;
  if (!dom) return;
  const template = pageTemplate(env.href, config.hosts.main);
  const device = deviceClass(env.userAgent);
  const values: Partial<Record<SpeedMetric, number>> = {};
  const sent: Partial<Record<SpeedMetric, number>> = {};
  const take = (metric: Metric) => void (values[metric.name as SpeedMetric] = metric.value);
  // Withdrawn analytics consent stops the batches (what was measured stays in this page only).
  let consent = { analytics: true, marketing: false };
  signals.onConsent((now) => void (consent = now));
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);
  const flush = () => {
    const fresh: Partial<Record<SpeedMetric, number>> = {};
    for (const [name, value] of Object.entries(values) as [SpeedMetric, number][])
      if (sent[name] !== value) fresh[name] = sent[name] = value;
    if (Object.keys(fresh).length === 0 || !consent.analytics) return;
    void sendInContext(
      env,
      config.hosts.events,
      signals,
      consent,
      SPEED_EVENT,
      speedBatch(fresh, template, device, env.scriptData?.affId),
    ).then((result) => {
      if (!result.ok && result.error !== SERVER_BUSY) env.warn('field speed not recorded:', result.error);
    });
  };
  // On the window, in the capture phase: the event is the document's, and capture hears it before anything can stop it.
  dom.listen(
    'visibilitychange',
    () => {
      if (dom.document.visibilityState === 'hidden') flush();
    },
    true,
  );
  dom.listen('pagehide', flush);
}
