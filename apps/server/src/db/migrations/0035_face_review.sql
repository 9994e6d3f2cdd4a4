CREATE TABLE "face_attempts" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"outcome" text NOT NULL,
	"score" smallint,
	"threshold" smallint NOT NULL,
	"employee_id" uuid,
	"resolved_by" text,
	"resolved_employee_id" uuid,
	"resolved_at" timestamp with time zone,
	"pin_failures" smallint DEFAULT 0 NOT NULL,
	"verdict" text,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_attempts_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "face_attempts_verdict_ck" CHECK (("face_attempts"."verdict" IS NULL) = ("face_attempts"."reviewed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "face_attempts" ADD CONSTRAINT "face_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attempts" ADD CONSTRAINT "face_attempts_store_id_fk" FOREIGN KEY ("tenant_id","store_id") REFERENCES "public"."stores"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attempts" ADD CONSTRAINT "face_attempts_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attempts" ADD CONSTRAINT "face_attempts_resolved_employee_id_fk" FOREIGN KEY ("tenant_id","resolved_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("resolved_employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_attempts" ADD CONSTRAINT "face_attempts_reviewed_by_fk" FOREIGN KEY ("tenant_id","reviewed_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("reviewed_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_attempts_store_idx" ON "face_attempts" USING btree ("tenant_id","store_id","created_at");