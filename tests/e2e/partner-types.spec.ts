// The partner API's TypeScript definitions are served from our site, as text, and are exactly what the loader's
// types, its option parsing and docs/partners.md make (site/partner-types.test.ts checks what they say).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PARTNER_TYPES_PATH, partnerDefinitions } from '../../site/partner-types';

test('the site serves /przelewik.d.ts as text, made from the loader and the partner guide', async ({ request }) => {
  const response = await request.get(PARTNER_TYPES_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe(
    partnerDefinitions(readFileSync('loader/public-api.ts', 'utf8'), readFileSync('docs/partners.md', 'utf8')),
  );
});

test('the definitions are served compressed too, as text', async ({ request }) => {
  const response = await request.get(PARTNER_TYPES_PATH, { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toContain("export type PrzelewikWidgetName = 'amount-slider'");
});
