-- Withdrawals from the contract (Directive 2023/2673: CRD Art. 11a). One per order: order_id UNIQUE
-- makes the store call idempotent, also for two concurrent submits (the loser reads the winner's).
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL UNIQUE,
  requested_at TEXT NOT NULL,
  doc TEXT NOT NULL
);

-- The store's mail outbox: every e-mail the store would send (the demo sends none). A developer reads
-- it at GET /__demo/outbox (docs/OPERATIONS.md).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  order_code TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX mail_outbox_order ON mail_outbox (order_code, id);
