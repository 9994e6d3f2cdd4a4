CREATE TABLE "in_store_promotions" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"caption" text,
	"image_file_id" uuid NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"store_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_store_promotions_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "in_store_promotions_title_ck" CHECK (char_length("in_store_promotions"."title") between 1 and 80),
	CONSTRAINT "in_store_promotions_dates_ck" CHECK ("in_store_promotions"."starts_on" is null or "in_store_promotions"."ends_on" is null or "in_store_promotions"."ends_on" >= "in_store_promotions"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "in_store_promotions" ADD CONSTRAINT "in_store_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_store_promotions" ADD CONSTRAINT "in_store_promotions_brand_id_fk" FOREIGN KEY ("tenant_id","brand_id") REFERENCES "public"."brands"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_store_promotions" ADD CONSTRAINT "in_store_promotions_image_file_id_fk" FOREIGN KEY ("tenant_id","image_file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_store_promotions" ADD CONSTRAINT "in_store_promotions_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_store_promotions_brand_idx" ON "in_store_promotions" USING btree ("tenant_id","brand_id","position");