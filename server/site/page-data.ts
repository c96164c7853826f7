// GET /api/page-data?path=/x/ (SPEC §7): the data of a page, for client navigation to a route that is not in
// the prerendered manifest. Serves the same JSON the build published under /content/{key}.json.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { contentKey, CONTENT_DIR, isPagePath, PAGE_DATA_API } from '../../contracts/page-data';
import { readQuery } from '../input';

export const pageDataRoute: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  app.get(PAGE_DATA_API, async (request, reply) => {
    const path = readQuery(
      (query) =>
        isPagePath(query.path)
          ? { ok: true, value: query.path }
          : { ok: false, error: 'path must be a page path ending with "/"' },
      request,
      reply,
    );
    if (path === undefined) return reply;
    try {
      const json = await readFile(join(distDir, CONTENT_DIR, `${contentKey(path)}.json`), 'utf8');
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
    } catch {
      return reply.code(404).send({ ok: false, error: 'not found' });
    }
  });
};
