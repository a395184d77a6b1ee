-- Per leaf category: product count, in-stock count and price range, tag counts and parameter value
-- counts. A category page without filters (the common view) sums these over the subtree instead of
-- counting every product of it: at 50,000 products a top category holds thousands. The catalogue
-- is fixed after seeding, so these are filled here for existing data and again by every seed (which
-- runs this file's INSERT statements).
CREATE TABLE category_stats (
  category_id INTEGER PRIMARY KEY,
  total INTEGER NOT NULL,
  in_stock INTEGER NOT NULL,
  min_price_eur REAL,
  max_price_eur REAL,
  min_price_czk REAL,
  max_price_czk REAL
);
CREATE TABLE category_tag_counts (
  category_id INTEGER NOT NULL,
  tag TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (category_id, tag)
) WITHOUT ROWID;
CREATE TABLE category_facet_counts (
  category_id INTEGER NOT NULL,
  param_id INTEGER NOT NULL,
  value_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (category_id, param_id, value_id)
) WITHOUT ROWID;
INSERT INTO category_stats (category_id, total, in_stock, min_price_eur, max_price_eur, min_price_czk, max_price_czk)
  SELECT category_id, COUNT(*), SUM(in_stock), MIN(price_eur), MAX(price_eur), MIN(price_czk), MAX(price_czk) FROM products GROUP BY category_id;
INSERT INTO category_tag_counts (category_id, tag, n)
  SELECT p.category_id, t.tag, COUNT(*) FROM products p JOIN product_tags t ON t.product_id = p.id GROUP BY p.category_id, t.tag;
INSERT INTO category_facet_counts (category_id, param_id, value_id, n)
  SELECT p.category_id, pp.param_id, pp.value_id, COUNT(*) FROM products p JOIN product_params pp ON pp.product_id = p.id GROUP BY p.category_id, pp.param_id, pp.value_id;
