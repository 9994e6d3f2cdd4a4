ALTER TABLE "brands" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "country_code" text DEFAULT '+1' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_same_as_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "legal" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "operating_states" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "plan" jsonb;