export declare const reactAliases: { find: RegExp; replacement: string }[];
