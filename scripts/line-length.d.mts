export const MAX_LINE: number;
/** [glob, reason] */
export const LONG_STRING_GLOBS: readonly (readonly [string, string])[];
/** [path, reason] */
export const LONG_STRING_FILES: readonly (readonly [string, string])[];
