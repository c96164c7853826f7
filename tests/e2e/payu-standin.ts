// A local stand-in of PayU's Secure Form (docs/credit-card.md), served through Playwright's routing at PayU's
// sandbox address, so the page loads "PayU's script" from PayU's host exactly as in production:
// GET  https://secure.snd.payu.com/javascript/sdk       the SDK:
// window.PayU(posId).secureForms().add(type).render(selector), tokenize()
//   GET  https://secure.snd.payu.com/standin/field.html    one field's frame (PayU's origin, cross-origin to the page)
// POST https://secure.snd.payu.com/api/v2/token          the card, from PayU's number frame only → a token or PayU's
// error codes
// As with PayU, the card stays in PayU's frames and goes to PayU's host only; the page gets the token and a mask.
// The SDK records every token it hands to the page in window.__payuStandInTokens, for the test to compare.
import type { BrowserContext, Page, Route } from '@playwright/test';

export const PAYU_SANDBOX = 'https://secure.snd.payu.com';

const SDK = `(function () {
  var ORIGIN = ${JSON.stringify(PAYU_SANDBOX)};
  var frames = {};
  var seq = 0;
  window.__payuStandInTokens = [];
  window.PayU = function (posId) {
    return {
      secureForms: function (options) {
        var lang = (options && options.lang) || 'en';
        return {
          add: function (type, fieldOptions) {
            var frame = null;
            var form = {
              render: function (selector) {
                var place = document.querySelector(selector);
                if (!place) throw new Error('PayU stand-in: no element for ' + selector);
                frame = document.createElement('iframe');
                frame.src = ORIGIN + '/standin/field.html?type=' + type + '&lang=' + lang + '&pos=' + encodeURIComponent(posId);
                frame.title = (fieldOptions && fieldOptions.frameTitle) || type;
                // Through the CSSOM, which a partner's style-src does not govern (a style attribute it would block).
                frame.style.border = '0';
                frame.style.width = '100%';
                frame.style.height = '32px';
                frame.style.display = 'block';
                place.appendChild(frame);
                frames[type] = frame;
                return form;
              },
              on: function () { return form; },
              remove: function () { if (frame) frame.remove(); delete frames[type]; return form; },
            };
            return form;
          },
        };
      },
      tokenize: function (kind) {
        return new Promise(function (resolve) {
          var id = ++seq;
          function onMessage(event) {
            if (event.origin !== ORIGIN || !event.data || event.data.id !== id) return;
            window.removeEventListener('message', onMessage);
            var result = event.data.result;
            if (result && result.status === 'SUCCESS') window.__payuStandInTokens.push(result.body.token);
            resolve(result);
          }
          window.addEventListener('message', onMessage);
          frames.number.contentWindow.postMessage({ cmd: 'tokenize', id: id, kind: kind }, ORIGIN);
        });
      },
    };
  };
})();`;

const FIELD = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>PayU</title></head>
<body style="margin:0">
<input id="f" inputmode="numeric" style="box-sizing:border-box;width:100%;height:32px;border:0;font:16px sans-serif">
<script>
  var params = new URLSearchParams(location.search);
  var type = params.get('type');
  document.body.dataset.type = type;
  var input = document.getElementById('f');
  input.setAttribute('aria-label', { number: 'Numer karty', date: 'Data ważności', cvv: 'Kod CVV' }[type]);
  input.setAttribute('autocomplete', { number: 'cc-number', date: 'cc-exp', cvv: 'cc-csc' }[type]);
  // The number frame gathers its sibling frames' values (same origin: PayU's) and sends the card to PayU only.
  window.addEventListener('message', function (event) {
    if (type !== 'number' || !event.data || event.data.cmd !== 'tokenize') return;
    var card = {};
    for (var i = 0; i < parent.frames.length; i++) {
      try {
        var doc = parent.frames[i].document;
        if (doc.body && doc.body.dataset.type) card[doc.body.dataset.type] = doc.getElementById('f').value;
      } catch (e) { /* another origin's frame */ }
    }
    fetch('/api/v2/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: event.data.kind, pos: params.get('pos'), card: card }) })
      .then(function (r) { return r.json(); })
      .catch(function () { return { status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.network' }] } }; })
      .then(function (result) { event.source.postMessage({ id: event.data.id, result: result }, event.origin); });
  });
</script>
</body></html>`;

const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, d, i) => sum + (i % 2 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(d)]! : Number(d)), 0) %
    10 ===
  0;

/** PayU's answer to a card, as its API gives it. */
export function standInAnswer(card: { number?: string; date?: string; cvv?: string }, now = new Date()): unknown {
  const messages: Array<{ type: string; code: string; source: string }> = [];
  const number = (card.number ?? '').replace(/\s/g, '');
  if (number === '') messages.push({ type: 'validation', code: 'error.validation.card.empty', source: 'number' });
  else if (!/^\d{12,19}$/.test(number) || !luhn(number))
    messages.push({ type: 'validation', code: 'error.validation.card.number', source: 'number' });
  const date = /^(\d{2})\/(\d{2})$/.exec(card.date ?? '');
  if (!date)
    messages.push({
      type: 'validation',
      code: card.date ? 'error.validation.expDate.value' : 'error.validation.expDate.empty',
      source: 'date',
    });
  else if (new Date(2000 + Number(date[2]), Number(date[1])) < now)
    messages.push({ type: 'validation', code: 'error.validation.expDate.past', source: 'date' });
  if (!/^\d{3}$/.test(card.cvv ?? ''))
    messages.push({
      type: 'validation',
      code: card.cvv ? 'error.validation.cvv.value' : 'error.validation.cvv.empty',
      source: 'cvv',
    });
  if (messages.length > 0) return { status: 'ERROR', error: { messages } };
  const token = `TOK_${Math.random().toString(36).slice(2, 12).toUpperCase()}${number.slice(-4)}`;
  return { status: 'SUCCESS', body: { token, mask: `${number.slice(0, 6)}******${number.slice(-4)}` } };
}

export interface PayuStandIn {
  /** Card requests PayU's host received (what the number frame sent). */
  received: Array<{ kind?: string; pos?: string; card: Record<string, string> }>;
  /** Holds PayU's next answer until the returned function is called. */
  hold(): () => void;
}

/** Serves the stand-in at PayU's sandbox host for every page of `target`. */
export async function servePayuStandIn(target: Page | BrowserContext): Promise<PayuStandIn> {
  const received: PayuStandIn['received'] = [];
  let held: Promise<void> | null = null;
  const standIn: PayuStandIn = {
    received,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
  await target.route(`${PAYU_SANDBOX}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/javascript/sdk') return route.fulfill({ contentType: 'text/javascript', body: SDK });
    if (url.pathname === '/standin/field.html')
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: FIELD });
    if (url.pathname === '/api/v2/token' && route.request().method() === 'POST') {
      const body = JSON.parse(route.request().postData() ?? '{}') as PayuStandIn['received'][number];
      received.push(body);
      const answer = standInAnswer(body.card ?? {});
      if (held) await held;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return standIn;
}
