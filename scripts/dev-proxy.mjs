// The front of `npm run dev`: an HTTP proxy to the real server (build/server.mjs) that adds live reload.
// - Every HTML page gets <script src="/__dev/reload.js" defer> before </head>. The script is served from the same
//   origin, so the pages' own CSP (script-src 'self', connect-src 'self') admits it unchanged.
// - /__dev/events is a Server-Sent Events stream; reload() tells every open page to reload.
// - While the server restarts after a rebuild, requests wait for it instead of failing.
// Development only: `npm start` never goes through this.
import { createServer, request as httpRequest } from 'node:http';

export const RELOAD_PATH = '/__dev/reload.js';
export const EVENTS_PATH = '/__dev/events';
export const RELOAD_TAG = `<script src="${RELOAD_PATH}" defer></script>`;

const CLIENT = `// npm run dev: reload this page when a rebuild finishes.
new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload', () => location.reload());
`;

/** The page with the reload script added before </head> (or </body>, or at the end); once only. */
export function injectReloadScript(html) {
  if (html.includes(RELOAD_TAG)) return html;
  for (const marker of [/<\/head>/i, /<\/body>/i]) {
    const at = html.search(marker);
    if (at >= 0) return html.slice(0, at) + RELOAD_TAG + html.slice(at);
  }
  return html + RELOAD_TAG;
}

const isHtml = (headers) => /^text\/html\b/i.test(String(headers['content-type'] ?? ''));

/**
 * @param {{ upstream: () => Promise<{ host: string, port: number }> }} options resolves with the server's address
 *   once it answers (it waits while the server restarts).
 */
export function createDevProxy({ upstream }) {
  const clients = new Set();

  const forward = async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const { host, port } = await upstream();
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    // Pages always come fresh after a rebuild: no conditional requests, no 304 with a stale page.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const out = httpRequest({ host, port, method: req.method, path: req.url, headers }, (answer) => {
      if (!isHtml(answer.headers) || req.method === 'HEAD') {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const body = [];
      answer.on('data', (chunk) => body.push(chunk));
      answer.on('end', () => {
        const html = Buffer.from(injectReloadScript(Buffer.concat(body).toString('utf8')), 'utf8');
        const { etag: _etag, 'last-modified': _modified, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, {
          ...rest,
          'content-length': String(html.length),
          'cache-control': 'no-store',
        });
        res.end(html);
      });
    });
    out.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`npm run dev: the server did not answer (${error.message})`);
    });
    out.end(Buffer.concat(chunks));
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === RELOAD_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(CLIENT);
      return;
    }
    if (path === EVENTS_PATH) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    forward(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    server,
    /** Tells every open page to reload; returns how many were told. */
    reload() {
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
      return clients.size;
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
