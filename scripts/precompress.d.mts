// Types of precompress.mjs, for the tests that import it.
export declare const PRECOMPRESSED_EXTENSIONS: string[];
export declare const MIN_BYTES: number;
export declare function precompress(
  dir: string,
): Promise<{ file: string; plain: number; br: number; gz: number }[]>;
