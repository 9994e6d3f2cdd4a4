CREATE TABLE "back_bar_usage_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"usage_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_bar_usages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"status" text DEFAULT 'deducted' NOT NULL,
	"deducted_by" uuid,
	"undone_by" uuid,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"allow_negative_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"below_threshold" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity_delta" integer NOT NULL,
	"resulting_quantity" integer NOT NULL,
	"unit_cost_cents" integer,
	"note" text,
	"actor_id" uuid,
	"assumed_by_id" uuid,
	"back_bar_usage_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_use" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text,
	"sku" text,
	"barcode" text,
	"resellable" boolean DEFAULT false NOT NULL,
	"consumable" boolean DEFAULT false NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer DEFAULT 0 NOT NULL,
	"image1_file_id" uuid,
	"image2_file_id" uuid,
	"image3_file_id" uuid,
	"image4_file_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_product_usage" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "service_product_usage_uq" UNIQUE("tenant_id","service_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "service_store_overrides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"price_cents" integer,
	"duration_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_store_overrides_uq" UNIQUE("tenant_id","service_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "service_stores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "service_stores_uq" UNIQUE("tenant_id","service_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"skill_set" text NOT NULL,
	"extra_time_minutes" integer DEFAULT 0 NOT NULL,
	"processing_gap_minutes" integer DEFAULT 0 NOT NULL,
	"signature" boolean DEFAULT false NOT NULL,
	"online_bookable" boolean DEFAULT false NOT NULL,
	"image1_file_id" uuid,
	"image2_file_id" uuid,
	"image3_file_id" uuid,
	"image4_file_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "package_services_uq" UNIQUE("tenant_id","package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"description" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image1_file_id" uuid,
	"image2_file_id" uuid,
	"image3_file_id" uuid,
	"image4_file_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_overrides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_overrides_store_product_uq" UNIQUE("tenant_id","store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines" ADD CONSTRAINT "back_bar_usage_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines" ADD CONSTRAINT "back_bar_usage_lines_usage_id_back_bar_usages_id_fk" FOREIGN KEY ("usage_id") REFERENCES "public"."back_bar_usages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines" ADD CONSTRAINT "back_bar_usage_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usages" ADD CONSTRAINT "back_bar_usages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usages" ADD CONSTRAINT "back_bar_usages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usages" ADD CONSTRAINT "back_bar_usages_deducted_by_employees_id_fk" FOREIGN KEY ("deducted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_bar_usages" ADD CONSTRAINT "back_bar_usages_undone_by_employees_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_employees_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_assumed_by_id_employees_id_fk" FOREIGN KEY ("assumed_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_back_bar_usage_id_back_bar_usages_id_fk" FOREIGN KEY ("back_bar_usage_id") REFERENCES "public"."back_bar_usages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product_usage" ADD CONSTRAINT "service_product_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product_usage" ADD CONSTRAINT "service_product_usage_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product_usage" ADD CONSTRAINT "service_product_usage_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_store_overrides" ADD CONSTRAINT "service_store_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_store_overrides" ADD CONSTRAINT "service_store_overrides_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_store_overrides" ADD CONSTRAINT "service_store_overrides_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stores" ADD CONSTRAINT "service_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stores" ADD CONSTRAINT "service_stores_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stores" ADD CONSTRAINT "service_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_overrides" ADD CONSTRAINT "product_overrides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_bar_usage_lines_usage_idx" ON "back_bar_usage_lines" USING btree ("tenant_id","usage_id");--> statement-breakpoint
CREATE INDEX "back_bar_usages_store_idx" ON "back_bar_usages" USING btree ("tenant_id","store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "back_bar_usages_live_uq" ON "back_bar_usages" USING btree ("tenant_id","appointment_id","service_id") WHERE status = 'deducted';--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_settings_store_uq" ON "inventory_settings" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_store_product_uq" ON "stock_items" USING btree ("tenant_id","store_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_items_product_idx" ON "stock_items" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("tenant_id","stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "products_tenant_name_idx" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("tenant_id",lower("sku")) WHERE "products"."sku" is not null and "products"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_uq" ON "products" USING btree ("tenant_id",lower("barcode")) WHERE "products"."barcode" is not null and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "service_product_usage_product_idx" ON "service_product_usage" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "service_store_overrides_store_idx" ON "service_store_overrides" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE INDEX "service_stores_store_idx" ON "service_stores" USING btree ("tenant_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_uq" ON "services" USING btree ("tenant_id",lower("name")) WHERE "services"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "services_tenant_category_idx" ON "services" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "package_services_service_idx" ON "package_services" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_uq" ON "packages" USING btree ("tenant_id",lower("name")) WHERE "packages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_overrides_product_idx" ON "product_overrides" USING btree ("tenant_id","product_id");