import nodeResolve from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { operatorData } from '../contracts/operator-data';
// @ts-expect-error: a plain .mjs build script, no declarations
import { esbuildTransform } from './esbuild-transform.mjs';
// @ts-expect-error: a plain .mjs build script, no declarations
import { computeOperatorData, operatorDataPlugin } from './operator-data.mjs';

const CONFIGURED = {
  COMPANY_NAME: 'Pożyczkomat Polska sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Marszałkowska 10, 00-590 Warszawa',
  COMPANY_NIP: '5250007738',
  CALLBACK_HOURS: 'pn.-sob. 8:00-20:00',
};

/** contracts/operator.ts as the build bundles it for a browser, with the operator's data of `env`. */
async function bundledOperator(env: Record<string, string>): Promise<string> {
  const bundle = await rollup({
    input: 'contracts/operator.ts',
    plugins: [
      operatorDataPlugin(await computeOperatorData(env)),
      nodeResolve({ extensions: ['.ts'] }),
      esbuildTransform({ tsconfig: 'tsconfig.json' }),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code;
}

describe('the operator data of a build', () => {
  it('is what contracts/operator-data.ts gives for the same environment', async () => {
    expect(await computeOperatorData(CONFIGURED)).toEqual(operatorData(CONFIGURED));
    expect(await computeOperatorData({})).toEqual(operatorData({}));
  });

  it('reads, checks and formats the configuration: the bad hours keep the default, the good values are shown', () => {
    const data = operatorData(CONFIGURED);
    expect(data.company).toMatchObject({
      name: CONFIGURED.COMPANY_NAME,
      street: 'ul. Marszałkowska 10',
      postcode: '00-590',
      city: 'Warszawa',
      nip: '5250007738',
    });
    expect(data.phoneHours).toBe('pn.–sob. 8:00–20:00');
    expect(data.callbackPromise).toBe('Oddzwonimy od poniedziałku do soboty między 8:00 a 20:00.');
    expect(operatorData({ CALLBACK_HOURS: 'zawsze' }).phoneHours).toBe('pn.–pt. 9:00–17:00');
  });

  it('reaches the bundle as values only: no company checks, no hours parser', async () => {
    const code = await bundledOperator(CONFIGURED);
    const bundled = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as typeof import('../contracts/operator');
    expect(bundled.OPERATOR).toMatchObject({
      name: CONFIGURED.COMPANY_NAME,
      city: 'Warszawa',
      phoneHours: 'pn.–sob. 8:00–20:00',
    });
    expect(bundled.CALLBACK_PROMISE).toBe('Oddzwonimy od poniedziałku do soboty między 8:00 a 20:00.');
    // Words only the checks and the parser hold (contracts/company.ts, contracts/callback-hours.ts).
    for (const text of [
      'placeholder',
      'expected 10 digits',
      'must read like',
      'readCompany',
      'parseCallbackHours',
      'DAY_GENITIVE',
    ])
      expect(code).not.toContain(text);
  });
});
