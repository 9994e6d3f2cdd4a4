CREATE TABLE "employee_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_addresses_uq" UNIQUE("tenant_id","employee_id","kind")
);
--> statement-breakpoint
CREATE TABLE "employee_assumptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"original_session_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"assumed_by_employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_documents_uq" UNIQUE("tenant_id","employee_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "employee_emergency_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"contact_name" text NOT NULL,
	"relation" text NOT NULL,
	"phone_number" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_emergency_contacts_uq" UNIQUE("tenant_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "employee_legal_details" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"license_no" text,
	"date_expiry_license" date,
	"identity_document_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_legal_details_uq" UNIQUE("tenant_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "store_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"assumed_by_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"role" text NOT NULL,
	"title" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_people_uq" UNIQUE("tenant_id","store_id","role","employee_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_no" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_expires_on" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "license_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "agreement_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "store_details_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "terms_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image1_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image2_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image3_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image4_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "profile_image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "accepted_tenders" jsonb DEFAULT '["card","cash"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tip_suggestions" jsonb DEFAULT '[15,18,20]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "receipt_footer" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_sandbox" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wifi_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wifi_security" text DEFAULT 'No Password' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "wifi_password" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "application_source" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "referrer_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "billing_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "mailing_same_as_home" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pin_lookup" text;--> statement-breakpoint
ALTER TABLE "employee_addresses" ADD CONSTRAINT "employee_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_addresses" ADD CONSTRAINT "employee_addresses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assumptions" ADD CONSTRAINT "employee_assumptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assumptions" ADD CONSTRAINT "employee_assumptions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assumptions" ADD CONSTRAINT "employee_assumptions_assumed_by_employee_id_employees_id_fk" FOREIGN KEY ("assumed_by_employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" ADD CONSTRAINT "employee_emergency_contacts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_legal_details" ADD CONSTRAINT "employee_legal_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_legal_details" ADD CONSTRAINT "employee_legal_details_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notes" ADD CONSTRAINT "store_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notes" ADD CONSTRAINT "store_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notes" ADD CONSTRAINT "store_notes_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_notes" ADD CONSTRAINT "store_notes_assumed_by_id_employees_id_fk" FOREIGN KEY ("assumed_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_people" ADD CONSTRAINT "store_people_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_people" ADD CONSTRAINT "store_people_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_people" ADD CONSTRAINT "store_people_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_people" ADD CONSTRAINT "store_people_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_assumptions_session_uq" ON "employee_assumptions" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "employee_assumptions_by_idx" ON "employee_assumptions" USING btree ("tenant_id","assumed_by_employee_id");--> statement-breakpoint
CREATE INDEX "store_notes_store_idx" ON "store_notes" USING btree ("tenant_id","store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_people_employee_idx" ON "store_people" USING btree ("tenant_id","employee_id","role");--> statement-breakpoint
CREATE INDEX "employees_pin_lookup_idx" ON "employees" USING btree ("tenant_id","pin_lookup");