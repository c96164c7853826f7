// The operator's data as plain values in every bundle: the build computes them once, in Node, with the same code the
// server checks at start (contracts/operator-data.ts), and contracts/operator-built.ts becomes a module of constants.
// So the company checks and the call-back hours' parser stay out of the browser's JavaScript.
import { build } from 'esbuild';

const BUILT = /[\\/]contracts[\\/]operator-built\.ts$/;

/** operatorData(env) of contracts/operator-data.ts, bundled by esbuild and run here. */
export async function computeOperatorData(env) {
  const result = await build({
    entryPoints: ['contracts/operator-data.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
  );
  return module.operatorData(env);
}

/** The source that replaces contracts/operator-built.ts: the same export, as a literal. */
export const operatorBuiltSource = (data) => `export const OPERATOR_DATA = ${JSON.stringify(data)};\n`;

/** Rollup plugin: loads contracts/operator-built.ts as the values computed for this build's environment. */
export function operatorDataPlugin(data) {
  return {
    name: 'operator-data',
    load(id) {
      return BUILT.test(id) ? operatorBuiltSource(data) : null;
    },
  };
}
