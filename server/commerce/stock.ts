/**
 * Stock (table `product_stock`): seeded from site.json's variants when the store first sees a
 * SKU, then kept by the store, so a purchase's decrement survives a restart and a SKU added to
 * site.json later is seeded on the next start. Unlimited variants are stored with a null count.
 * Digital products and gift cards have no stock (SPEC §5: never sold out).
 */
import { PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import type { App } from '../app.ts';
import type { Db } from '../store/db.ts';
import type { StoreConfig } from './catalogue-schema.ts';

/** Adds a stock row for each variant SKU the store has none for; answers how many it added. */
export function seedStock(db: Db, store: StoreConfig): number {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO product_stock (sku, product_id, qty_in_stock) VALUES (?, ?, ?)',
  );
  let added = 0;
  db.transaction(() => {
    for (const product of store.products) {
      if (product.productType === PRODUCT_TYPES.digital) continue;
      for (const variant of product.variants) {
        const qty = variant.unlimited ? null : variant.qtyInStock;
        added += insert.run(variant.sku, product.id, qty).changes;
      }
    }
  })();
  return added;
}

/** The stock query of each store, prepared once: every product block of every page asks it. */
const stockQueries = new WeakMap<Db, ReturnType<Db['prepare']>>();

/** The stock of `sku` as it now stands; null when unlimited or not counted. */
export function stockOf(app: App, sku: string): number | null {
  const { db } = app.store;
  let query = stockQueries.get(db);
  if (!query) {
    query = db.prepare('SELECT qty_in_stock AS qty FROM product_stock WHERE sku = ?');
    stockQueries.set(db, query);
  }
  const row = query.get(sku) as { qty: number | null } | undefined;
  return row?.qty ?? null;
}
