CREATE TABLE "availability_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "availability_confirmed_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "cv_key" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "cv_type" text;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "cv_size" integer;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "cv_uploaded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "availability_tokens" ADD CONSTRAINT "availability_tokens_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_tokens_talent_idx" ON "availability_tokens" USING btree ("talent_id");--> statement-breakpoint
UPDATE "talents" SET "reference" = 'Talent ' || "id";--> statement-breakpoint
-- Keyword search (api/src/search): each listing's weighted text vector, from the views below, in a table with a GIN
-- index. The app rewrites a listing's row in the transaction of each write that changes its text.
CREATE VIEW "position_search_source" AS
SELECT
  p."id" AS "position_id",
  setweight(to_tsvector('english', r."name" || ' ' || s."label" || ' ' || coalesce(
    (SELECT string_agg(k."name", ' ') FROM "position_skills" ps JOIN "skills" k ON k."id" = ps."skill_id" WHERE ps."position_id" = p."id"),
    ''
  )), 'A')
  || setweight(to_tsvector('english', pr."name" || ' ' || c."name"), 'B')
  || setweight(to_tsvector('english', p."description" || ' ' || coalesce(
    (SELECT string_agg(x."text", ' ') FROM "position_responsibilities" x WHERE x."position_id" = p."id"),
    ''
  )), 'C') AS "document"
FROM "positions" p
JOIN "roles" r ON r."id" = p."role_id"
JOIN "seniorities" s ON s."id" = p."seniority_id"
JOIN "projects" pr ON pr."id" = p."project_id"
JOIN "companies" c ON c."id" = p."owner_id";--> statement-breakpoint
CREATE TABLE "position_search" (
	"position_id" integer PRIMARY KEY NOT NULL REFERENCES "positions"("id") ON DELETE cascade,
	"document" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "position_search_document_idx" ON "position_search" USING gin ("document");--> statement-breakpoint
INSERT INTO "position_search" ("position_id", "document") SELECT "position_id", "document" FROM "position_search_source";--> statement-breakpoint
CREATE VIEW "talent_search_source" AS
SELECT
  t."id" AS "talent_id",
  setweight(to_tsvector('english', r."name" || ' ' || s."label" || ' ' || coalesce(
    (SELECT string_agg(k."name", ' ') FROM "talent_skills" ts JOIN "skills" k ON k."id" = ts."skill_id" WHERE ts."talent_id" = t."id"),
    ''
  )), 'A')
  || setweight(to_tsvector('english', t."description"), 'C') AS "document"
FROM "talents" t
JOIN "roles" r ON r."id" = t."role_id"
JOIN "seniorities" s ON s."id" = t."seniority_id";--> statement-breakpoint
CREATE TABLE "talent_search" (
	"talent_id" integer PRIMARY KEY NOT NULL REFERENCES "talents"("id") ON DELETE cascade,
	"document" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "talent_search_document_idx" ON "talent_search" USING gin ("document");--> statement-breakpoint
INSERT INTO "talent_search" ("talent_id", "document") SELECT "talent_id", "document" FROM "talent_search_source";
