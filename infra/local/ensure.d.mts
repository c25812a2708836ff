// Types of ensure.mjs, for the TypeScript that imports it (scripts/stack).
export declare const ENGINE_ENV: Readonly<Record<string, string>>;
export declare const DEFAULT_ENGINES: readonly string[];
export declare function parseExports(text: string): Record<string, string>;
export declare function ensureEngines(names?: readonly string[]): Promise<Record<string, string>>;
