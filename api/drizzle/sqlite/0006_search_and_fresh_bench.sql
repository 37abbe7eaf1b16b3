CREATE TABLE `availability_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`talent_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`talent_id`) REFERENCES `talents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `availability_tokens_talent_idx` ON `availability_tokens` (`talent_id`);--> statement-breakpoint
ALTER TABLE `talents` ADD `reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `talents` ADD `available_from` text;--> statement-breakpoint
-- SQLite adds no column with a computed default: talents there are taken as confirmed now, with 14 days to confirm.
ALTER TABLE `talents` ADD `availability_confirmed_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `talents` SET `availability_confirmed_at` = (unixepoch('subsec') * 1000);--> statement-breakpoint
ALTER TABLE `talents` ADD `cv_key` text;--> statement-breakpoint
ALTER TABLE `talents` ADD `cv_type` text;--> statement-breakpoint
ALTER TABLE `talents` ADD `cv_size` integer;--> statement-breakpoint
ALTER TABLE `talents` ADD `cv_uploaded_at` integer;--> statement-breakpoint
UPDATE `talents` SET `reference` = 'Talent ' || `id`;--> statement-breakpoint
-- Keyword search (api/src/search): each listing's text, from the views below, in an FTS5 index whose rowid is the
-- listing's id. The app rewrites a listing's row in the transaction of each write that changes its text.
CREATE VIEW `position_search_source` AS
SELECT
  p.`id` AS `position_id`,
  r.`name` || ' ' || s.`label` || ' ' || coalesce(
    (SELECT group_concat(k.`name`, ' ') FROM `position_skills` ps JOIN `skills` k ON k.`id` = ps.`skill_id` WHERE ps.`position_id` = p.`id`),
    ''
  ) AS `title`,
  pr.`name` || ' ' || c.`name` AS `owner`,
  p.`description` || ' ' || coalesce(
    (SELECT group_concat(x.`text`, ' ') FROM `position_responsibilities` x WHERE x.`position_id` = p.`id`),
    ''
  ) AS `body`
FROM `positions` p
JOIN `roles` r ON r.`id` = p.`role_id`
JOIN `seniorities` s ON s.`id` = p.`seniority_id`
JOIN `projects` pr ON pr.`id` = p.`project_id`
JOIN `companies` c ON c.`id` = p.`owner_id`;--> statement-breakpoint
CREATE VIRTUAL TABLE `position_search` USING fts5(`title`, `owner`, `body`, tokenize = 'porter unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `position_search` (`rowid`, `title`, `owner`, `body`) SELECT `position_id`, `title`, `owner`, `body` FROM `position_search_source`;--> statement-breakpoint
CREATE TRIGGER `position_search_forget` AFTER DELETE ON `positions` BEGIN
  DELETE FROM `position_search` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE VIEW `talent_search_source` AS
SELECT
  t.`id` AS `talent_id`,
  r.`name` || ' ' || s.`label` || ' ' || coalesce(
    (SELECT group_concat(k.`name`, ' ') FROM `talent_skills` ts JOIN `skills` k ON k.`id` = ts.`skill_id` WHERE ts.`talent_id` = t.`id`),
    ''
  ) AS `title`,
  t.`description` AS `body`
FROM `talents` t
JOIN `roles` r ON r.`id` = t.`role_id`
JOIN `seniorities` s ON s.`id` = t.`seniority_id`;--> statement-breakpoint
CREATE VIRTUAL TABLE `talent_search` USING fts5(`title`, `body`, tokenize = 'porter unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `talent_search` (`rowid`, `title`, `body`) SELECT `talent_id`, `title`, `body` FROM `talent_search_source`;--> statement-breakpoint
CREATE TRIGGER `talent_search_forget` AFTER DELETE ON `talents` BEGIN
  DELETE FROM `talent_search` WHERE `rowid` = old.`id`;
END;
