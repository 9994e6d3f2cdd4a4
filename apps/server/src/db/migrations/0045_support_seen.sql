ALTER TABLE "support_messages" ADD COLUMN "support_seen_at" timestamp with time zone;--> statement-breakpoint
-- Conversations support already answered or handled are not unread: seen at the later of the two.
UPDATE "support_messages" m SET "support_seen_at" = greatest(m."handled_at", (
  SELECT max(r."created_at") FROM "support_replies" r
  WHERE r."tenant_id" = m."tenant_id" AND r."support_message_id" = m."id" AND r."author" = 'support'
))
WHERE m."handled_at" IS NOT NULL OR EXISTS (
  SELECT 1 FROM "support_replies" r WHERE r."tenant_id" = m."tenant_id" AND r."support_message_id" = m."id" AND r."author" = 'support'
);
