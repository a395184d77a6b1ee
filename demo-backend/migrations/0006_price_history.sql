-- The store's price history (Price Indication Directive Art. 6a): every price a variant had in each
-- currency, with the moment it took effect (ISO instant, UTC). The seed writes a history per variant,
-- the catalogue-change knob (POST /__demo/catalog/change) adds a row for each change; the product
-- answers' `prices.lowestPrice30d` is computed from it (shared/prior-price.ts).
CREATE TABLE price_history (
  variant_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (product_id, variant_id, currency, changed_at)
) WITHOUT ROWID;
-- A catalogue seeded before this migration has no history: it is seeded again (as when DEMO_PRODUCTS
-- changes; users, carts and orders stay), so every variant gets one.
UPDATE seed_state SET products = 0 WHERE id = 1;
