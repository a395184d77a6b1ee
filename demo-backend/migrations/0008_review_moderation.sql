-- Review moderation (issue 52.6): a posted review waits as 'pending' until a moderator approves it
-- ('approved', listed and counted in the product's rating) or rejects it ('rejected'). Reviews
-- written before moderation existed (the seed's) are published.
ALTER TABLE reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'approved';
CREATE INDEX reviews_product_status ON reviews (product_id, status, created_at);
CREATE INDEX reviews_status ON reviews (status, id);
