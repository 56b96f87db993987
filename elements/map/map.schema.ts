import { mapBlockSchema, type MapBlock } from '../../platform/maps/map-block.ts';

/**
 * Schema of `<sq-map data-block-json='…'>` (SPEC §3 Map block): the place's fields at the top
 * level or under `location`, the options under their SPEC or block-level names, the style by
 * name or number; see platform/maps/map-block.ts, which the site server's placeholder shares.
 */
export const mapSchema = mapBlockSchema;

/** Settings of a map after the schema read them (defaults filled in). */
export type MapData = MapBlock;
