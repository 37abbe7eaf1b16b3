-- Keyword search (api/src/search): the words of each listing's text also as written, unstemmed (the `simple`
-- configuration), so that every prefix of a word finds it. The `english` documents hold stems only ("automation" as
-- "autom"), which a longer prefix ("automat") never matches. The views now build both vectors from one text each.
CREATE OR REPLACE VIEW "position_search_source" AS
SELECT
  "position_id",
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "owner"), 'B')
    || setweight(to_tsvector('english', "body"), 'C') AS "document",
  setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "owner"), 'B')
    || setweight(to_tsvector('simple', "body"), 'C') AS "words"
FROM (
  SELECT
    p."id" AS "position_id",
    r."name" || ' ' || s."label" || ' ' || coalesce(
      (SELECT string_agg(k."name", ' ') FROM "position_skills" ps JOIN "skills" k ON k."id" = ps."skill_id" WHERE ps."position_id" = p."id"),
      ''
    ) AS "title",
    pr."name" || ' ' || c."name" AS "owner",
    p."description" || ' ' || coalesce(
      (SELECT string_agg(x."text", ' ') FROM "position_responsibilities" x WHERE x."position_id" = p."id"),
      ''
    ) || ' ' || coalesce(
      (SELECT string_agg(l."name", ' ') FROM "position_locations" pl JOIN "locations" l ON l."id" = pl."location_id" WHERE pl."position_id" = p."id"),
      ''
    ) AS "body"
  FROM "positions" p
  JOIN "roles" r ON r."id" = p."role_id"
  JOIN "seniorities" s ON s."id" = p."seniority_id"
  JOIN "projects" pr ON pr."id" = p."project_id"
  JOIN "companies" c ON c."id" = p."owner_id"
) AS "texts";--> statement-breakpoint
ALTER TABLE "position_search" ADD COLUMN "words" tsvector;--> statement-breakpoint
UPDATE "position_search" ps SET "words" = src."words" FROM "position_search_source" src WHERE src."position_id" = ps."position_id";--> statement-breakpoint
ALTER TABLE "position_search" ALTER COLUMN "words" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "position_search_words_idx" ON "position_search" USING gin ("words");--> statement-breakpoint
CREATE OR REPLACE VIEW "talent_search_source" AS
SELECT
  "talent_id",
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'C') AS "document",
  setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "body"), 'C') AS "words"
FROM (
  SELECT
    t."id" AS "talent_id",
    r."name" || ' ' || s."label" || ' ' || coalesce(
      (SELECT string_agg(k."name", ' ') FROM "talent_skills" ts JOIN "skills" k ON k."id" = ts."skill_id" WHERE ts."talent_id" = t."id"),
      ''
    ) AS "title",
    coalesce(t."description", '') || ' ' || coalesce(
      (SELECT string_agg(l."name", ' ') FROM "talent_locations" tl JOIN "locations" l ON l."id" = tl."location_id" WHERE tl."talent_id" = t."id"),
      ''
    ) AS "body"
  FROM "talents" t
  JOIN "roles" r ON r."id" = t."role_id"
  JOIN "seniorities" s ON s."id" = t."seniority_id"
) AS "texts";--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "words" tsvector;--> statement-breakpoint
UPDATE "talent_search" ts SET "words" = src."words" FROM "talent_search_source" src WHERE src."talent_id" = ts."talent_id";--> statement-breakpoint
ALTER TABLE "talent_search" ALTER COLUMN "words" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_search_words_idx" ON "talent_search" USING gin ("words");
