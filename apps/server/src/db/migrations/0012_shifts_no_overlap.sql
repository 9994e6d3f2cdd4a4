-- Two shifts of one employee never overlap, at any store and in any status (draft or active).
-- Ranges are half-open: 09:00-13:00 and 13:00-18:00 are both accepted.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "employee_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
