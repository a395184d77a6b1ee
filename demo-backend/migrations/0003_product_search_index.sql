-- Search finds each word anywhere in the folded name, brand and category text or in the code. A
-- trigram full-text index answers that from the index instead of a LIKE scan over every product
-- (at 50,000 products the scan was most of a search's time). Contentless: only the product ids come
-- back (rowid = products.id); the products table keeps the text. Existing products are indexed here;
-- seeding rebuilds it.
CREATE VIRTUAL TABLE product_search USING fts5(sk, cs, de, code, content = '', tokenize = 'trigram');
INSERT INTO product_search (rowid, sk, cs, de, code) SELECT id, search_sk, search_cs, search_de, code FROM products;
