CREATE TABLE "position_locations" (
	"position_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "position_locations_position_id_location_id_pk" PRIMARY KEY("position_id","location_id")
);
--> statement-breakpoint
INSERT INTO "position_locations" ("position_id", "location_id") SELECT "id", "location_id" FROM "positions" WHERE "location_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "position_locations" ADD CONSTRAINT "position_locations_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_locations" ADD CONSTRAINT "position_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_locations_location_idx" ON "position_locations" USING btree ("location_id","position_id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "positions" DROP COLUMN "location_id";;--> statement-breakpoint
CREATE OR REPLACE VIEW "position_search_source" AS
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
  ) || ' ' || coalesce(
    (SELECT string_agg(l."name", ' ') FROM "position_locations" pl JOIN "locations" l ON l."id" = pl."location_id" WHERE pl."position_id" = p."id"),
    ''
  )), 'C') AS "document"
FROM "positions" p
JOIN "roles" r ON r."id" = p."role_id"
JOIN "seniorities" s ON s."id" = p."seniority_id"
JOIN "projects" pr ON pr."id" = p."project_id"
JOIN "companies" c ON c."id" = p."owner_id";--> statement-breakpoint
UPDATE "position_search" ps SET "document" = src."document" FROM "position_search_source" src WHERE src."position_id" = ps."position_id";--> statement-breakpoint
CREATE OR REPLACE VIEW "talent_search_source" AS
SELECT
  t."id" AS "talent_id",
  setweight(to_tsvector('english', r."name" || ' ' || s."label" || ' ' || coalesce(
    (SELECT string_agg(k."name", ' ') FROM "talent_skills" ts JOIN "skills" k ON k."id" = ts."skill_id" WHERE ts."talent_id" = t."id"),
    ''
  )), 'A')
  || setweight(to_tsvector('english', coalesce(t."description", '') || ' ' || coalesce(
    (SELECT string_agg(l."name", ' ') FROM "talent_locations" tl JOIN "locations" l ON l."id" = tl."location_id" WHERE tl."talent_id" = t."id"),
    ''
  )), 'C') AS "document"
FROM "talents" t
JOIN "roles" r ON r."id" = t."role_id"
JOIN "seniorities" s ON s."id" = t."seniority_id";--> statement-breakpoint
UPDATE "talent_search" ts SET "document" = src."document" FROM "talent_search_source" src WHERE src."talent_id" = ts."talent_id";