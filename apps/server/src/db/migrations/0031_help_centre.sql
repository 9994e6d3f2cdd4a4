CREATE TABLE "help_articles" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"audience_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" text NOT NULL,
	"employee_id" uuid,
	"from_name" text,
	"store_id" uuid,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"reply_to" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "support_messages_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_brand_id_fk" FOREIGN KEY ("tenant_id","brand_id") REFERENCES "public"."brands"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_category_idx" ON "help_articles" USING btree ("tenant_id","category","title");--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_reply_to_idx" ON "support_messages" USING btree ("tenant_id","reply_to","created_at");--> statement-breakpoint
-- Issue 18's default flags for tenants provisioned before it: store owners manage help articles; franchisors and
-- brand admins read contact-us messages (system roles only; a tenant's own roles stay as they made them).
DO $$
DECLARE forced boolean;
BEGIN
  SELECT relforcerowsecurity INTO forced FROM pg_class WHERE oid = 'roles'::regclass;
  ALTER TABLE roles NO FORCE ROW LEVEL SECURITY;
  UPDATE roles SET access_controls = jsonb_set(access_controls, '{help_centre}',
      coalesce(access_controls->'help_centre', '{}'::jsonb) || '{"manage_help_articles":true}'::jsonb)
    WHERE is_system AND slug = 'store_owner';
  UPDATE roles SET access_controls = jsonb_set(access_controls, '{help_centre}',
      coalesce(access_controls->'help_centre', '{}'::jsonb) || '{"read_contact_messages":true}'::jsonb)
    WHERE is_system AND slug IN ('franchisor', 'brand_admin');
  IF forced THEN
    ALTER TABLE roles FORCE ROW LEVEL SECURITY;
  END IF;
END $$;
