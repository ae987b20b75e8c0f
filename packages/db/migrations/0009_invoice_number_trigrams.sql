-- The invoice list's number search ('%0042%', issue 6 target: p99 under 50 ms with 100,000 invoices)
-- finds its candidates through trigrams instead of reading every invoice; a company search, OR'd
-- with it, becomes a BitmapOr of this index and invoices_client_id_created_at_idx.
CREATE INDEX "invoices_invoice_number_search_trgm_idx" ON "invoices" USING gin ("invoice_number_search" gin_trgm_ops);
