// The operator's data of this build. Every Rollup target replaces this module with the values computed from the
// build's environment (scripts/operator-data.mjs); without a build (vitest, Storybook, the e2e specs importing
// content in Node) it computes them here, from __SITE_ENV__ where defined, else the development placeholders.
import { operatorData, type OperatorData } from './operator-data';

export const OPERATOR_DATA: OperatorData = operatorData(typeof __SITE_ENV__ === 'undefined' ? {} : __SITE_ENV__);
