CREATE INDEX "invoice_payments_completed_idx" ON "invoice_payments" USING btree ("tenant_id","completed_at");--> statement-breakpoint
CREATE INDEX "invoice_refunds_completed_idx" ON "invoice_refunds" USING btree ("tenant_id","completed_at");--> statement-breakpoint
CREATE INDEX "invoices_store_paid_idx" ON "invoices" USING btree ("tenant_id","store_id","paid_at");