CREATE TABLE "store_demand_versions" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"required" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_demand_versions_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_demands" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"grid" jsonb NOT NULL,
	"required" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"booked_at" timestamp with time zone,
	"booked_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_demands_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "store_demand_versions" ADD CONSTRAINT "store_demand_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demand_versions" ADD CONSTRAINT "store_demand_versions_demand_id_fk" FOREIGN KEY ("tenant_id","demand_id") REFERENCES "public"."store_demands"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demand_versions" ADD CONSTRAINT "store_demand_versions_actor_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demands" ADD CONSTRAINT "store_demands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demands" ADD CONSTRAINT "store_demands_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demands" ADD CONSTRAINT "store_demands_booked_by_fk" FOREIGN KEY ("tenant_id","booked_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("booked_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_demands" ADD CONSTRAINT "store_demands_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_demand_versions_demand_idx" ON "store_demand_versions" USING btree ("tenant_id","demand_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "store_demands_store_week_uq" ON "store_demands" USING btree ("tenant_id","store_id","week_start");