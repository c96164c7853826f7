import { minify } from 'terser';
import { describe, expect, it } from 'vitest';
import { INTERNAL_PROPS, internalPropIn, internalPropsGuard, internalPropsMangle } from './internal-props.mjs';

const shorten = async (code: string) =>
  (await minify(code, { module: true, compress: false, mangle: internalPropsMangle() })).code ?? '';

describe("the partner target's short property names", () => {
  it('gives a listed name the same short name in every chunk, and leaves every other name as it is', async () => {
    const core = await shorten('export const s = { onLead(f) { f(1); }, value: 2 }; s.onLead(() => {});');
    const feature = await shorten('export function start(ctx) { ctx.signals.onLead((id) => ctx.env.warn(id)); }');
    const short = internalPropsMangle().properties.cache.props.$onLead!;
    expect(core).toContain(`${short}(`);
    expect(feature).toContain(`.${short}(`);
    expect(feature).toContain('.env.warn(');
    expect(core).toContain('value:2');
    expect(`${core}${feature}`).not.toContain('onLead');
  });

  it('gives each name a short name of its own', () => {
    const shorts = Object.values(internalPropsMangle().properties.cache.props);
    expect(new Set(shorts).size).toBe(INTERNAL_PROPS.length);
    for (const short of shorts) expect(short).toMatch(/^[A-Z]$/);
  });

  it("fails the build on a library's module that uses one of the names, and lets our own modules use them", () => {
    expect(internalPropIn('a.local.get(k)')).toBe('local');
    expect(internalPropIn('x = { settled: true }')).toBe('settled');
    expect(internalPropIn("o['uuid']")).toBe('uuid');
    expect(internalPropIn('const locale = navigator.language; uuidv4()')).toBeUndefined();
    const guard = internalPropsGuard();
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    expect(() => guard.transform.call(context, 'storage.local.get()', '/x/node_modules/lib/index.js')).toThrow(
      /uses the property "local"/,
    );
    expect(guard.transform.call(context, 'env.local.get()', '/x/loader/boot.ts')).toBeNull();
  });
});
