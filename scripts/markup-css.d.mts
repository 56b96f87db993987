/** Types of scripts/markup-css.mjs, for vite.site.config.ts. */
export declare const MARKUP_CSS_FILE: string;
export declare function collectMarkupCss(root?: string): Promise<string>;
export declare function withStandIn(css: string, standIn: string): string;
