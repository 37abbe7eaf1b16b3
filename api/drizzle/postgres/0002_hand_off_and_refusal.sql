ALTER TABLE "applications" ADD COLUMN "applied_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deny_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "application_mail" text DEFAULT 'INSTANT' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "decided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "refused_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;