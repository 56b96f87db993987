/** The type of editor/generated/block-schemas.json (a JSON module; see block-schemas.ts). */
declare module '*/generated/block-schemas.json' {
  const schemas: Record<string, unknown>;
  export default schemas;
}
