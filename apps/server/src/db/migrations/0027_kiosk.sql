CREATE TABLE "kiosk_devices" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"secret_hash" text,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_devices_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kiosk_beverages" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kiosk_music" jsonb;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_beverage" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_music" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "beverage" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "music" text;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_devices_store_idx" ON "kiosk_devices" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_pairing_uq" ON "kiosk_devices" USING btree ("tenant_id","pairing_code_hash") WHERE pairing_code_hash is not null;