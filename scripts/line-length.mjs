export const LONG_LINE_FILES = [];
