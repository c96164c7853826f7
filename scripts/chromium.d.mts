export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const PLAYWRIGHT_DISABLED_FEATURES_KEPT: string[];
export declare const PARTITIONED_STORAGE_ARGS: string[];
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_ARGS_UNPARTITIONED: string[];
