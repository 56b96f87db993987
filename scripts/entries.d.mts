/** Types of scripts/entries.mjs, for vite.config.ts. */
export declare const ROOT: string;
export declare const EXTRA_ENTRIES: [string, string][];
export declare function elementModules(
  root?: string,
): { tag: string; folder: string; define: string; classModule: string | undefined }[];
export declare function platformModules(
  root?: string,
): { concern: string; name: string; file: string }[];
export declare function reactWrappers(root?: string): { name: string; file: string }[];
export declare const JSX_TYPES: string;
export declare function buildEntries(root?: string): Record<string, string>;
export declare function expectedExports(
  root?: string,
): Record<string, string | { types: string; import: string }>;
export declare function readPackage(root?: string): {
  [field: string]: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
