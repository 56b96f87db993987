/**
 * Saved block data (table `block_versions`): every save of a block (a page's element with an
 * `id`) is a new row with the next version number, 1 for the first; the highest version is what
 * the page serves. Older versions are kept.
 */
import type { Db } from './db.ts';

/** One saved version of a block. */
export interface SavedBlock {
  blockId: string;
  tag: string;
  /** The block's data (its parsed `data-block-json`). */
  data: Record<string, unknown>;
  version: number;
  /** ISO time of the save. */
  savedAt: string;
  /** Who saved it: the account's email, else its id. */
  savedBy: string;
}

/** What {@link BlockVersions.save} did. */
export type SaveResult =
  | { saved: true; block: SavedBlock }
  /** `baseVersion` was not the latest: someone saved first; `current` is what they saved. */
  | { saved: false; current: SavedBlock | undefined };

interface Row {
  block_id: string;
  tag: string;
  data: string;
  version: number;
  saved_at: string;
  saved_by: string;
}

const fromRow = (row: Row): SavedBlock => ({
  blockId: row.block_id,
  tag: row.tag,
  data: JSON.parse(row.data) as Record<string, unknown>,
  version: row.version,
  savedAt: row.saved_at,
  savedBy: row.saved_by,
});

const COLUMNS = 'block_id, tag, data, version, saved_at, saved_by';

/** The saved versions of the site's blocks. */
export class BlockVersions {
  constructor(private readonly db: Db) {}

  /** The latest saved version of every block of the page at `path`, by block id. */
  latest(path: string): Map<string, SavedBlock> {
    const rows = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM block_versions AS b WHERE path = ?
         AND version = (SELECT MAX(version) FROM block_versions WHERE path = b.path AND block_id = b.block_id)`,
      )
      .all(path) as Row[];
    return new Map(rows.map((row) => [row.block_id, fromRow(row)]));
  }

  /** The latest saved version of block `blockId` of the page at `path`, if it was ever saved. */
  latestOf(path: string, blockId: string): SavedBlock | undefined {
    const row = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM block_versions WHERE path = ? AND block_id = ?
         ORDER BY version DESC LIMIT 1`,
      )
      .get(path, blockId) as Row | undefined;
    return row && fromRow(row);
  }

  /**
   * Saves `data` as the next version of the block, if `baseVersion` is its latest version (0 for
   * a block never saved); otherwise saves nothing and answers the latest version.
   */
  save(
    path: string,
    block: { blockId: string; tag: string; data: Record<string, unknown> },
    baseVersion: number,
    savedBy: string,
  ): SaveResult {
    return this.db
      .transaction((): SaveResult => {
        const current = this.latestOf(path, block.blockId);
        if ((current?.version ?? 0) !== baseVersion) return { saved: false, current };
        const saved: SavedBlock = {
          ...block,
          version: baseVersion + 1,
          savedAt: new Date().toISOString(),
          savedBy,
        };
        this.db
          .prepare(
            `INSERT INTO block_versions (path, block_id, tag, data, version, saved_at, saved_by)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            path,
            saved.blockId,
            saved.tag,
            JSON.stringify(saved.data),
            saved.version,
            saved.savedAt,
            savedBy,
          );
        return { saved: true, block: saved };
      })
      .immediate();
  }
}
