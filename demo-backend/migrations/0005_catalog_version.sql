-- A token that changes whenever the catalogue is written (each seed sets a new one). An isolate that
-- keeps catalogue data in memory (the search facet index) reads it with each search and reloads when
-- it moved. Random rather than a counter: test runners give each test file a fresh database while the
-- isolate lives on, and two fresh counters would read the same.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  token TEXT NOT NULL
);
INSERT INTO catalog_version (id, token) VALUES (1, lower(hex(randomblob(16))));
