CREATE TABLE `position_locations` (
	`position_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	PRIMARY KEY(`position_id`, `location_id`),
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `position_locations_location_idx` ON `position_locations` (`location_id`,`position_id`);--> statement-breakpoint
INSERT INTO `position_locations` (`position_id`, `location_id`) SELECT `id`, `location_id` FROM `positions` WHERE `location_id` IS NOT NULL;--> statement-breakpoint
DROP VIEW `position_search_source`;--> statement-breakpoint
DROP VIEW `talent_search_source`;--> statement-breakpoint
CREATE TABLE `__new_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`role_id` integer NOT NULL,
	`seniority_id` integer NOT NULL,
	`status_id` integer NOT NULL,
	`custom_close_reason` text,
	`rate_min` integer,
	`rate_max` integer,
	`min_years_experience` integer,
	`hours_per_week` integer NOT NULL,
	`hiring_process` text,
	`description` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`owner_id` integer NOT NULL,
	`owner_approved` integer NOT NULL,
	`partner_only` integer NOT NULL,
	`date_posted` integer NOT NULL,
	`start_date` text,
	`expires_at` integer NOT NULL,
	`with_referral` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seniority_id`) REFERENCES `seniorities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`status_id`) REFERENCES `position_statuses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`owner_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_positions`("id", "project_id", "role_id", "seniority_id", "status_id", "custom_close_reason", "rate_min", "rate_max", "min_years_experience", "hours_per_week", "hiring_process", "description", "views", "created_at", "updated_at", "owner_id", "owner_approved", "partner_only", "date_posted", "start_date", "expires_at", "with_referral") SELECT "id", "project_id", "role_id", "seniority_id", "status_id", "custom_close_reason", "rate_min", "rate_max", "min_years_experience", "hours_per_week", "hiring_process", "description", "views", "created_at", "updated_at", "owner_id", "owner_approved", "partner_only", "date_posted", "start_date", "expires_at", "with_referral" FROM `positions`;--> statement-breakpoint
DROP TABLE `positions`;--> statement-breakpoint
ALTER TABLE `__new_positions` RENAME TO `positions`;--> statement-breakpoint
CREATE INDEX `positions_project_status_idx` ON `positions` (`project_id`,`status_id`);--> statement-breakpoint
CREATE INDEX `positions_owner_idx` ON `positions` (`owner_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_posted_idx` ON `positions` (`status_id`,`owner_approved`,`date_posted`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_start_idx` ON `positions` (`status_id`,`owner_approved`,`start_date`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_rate_idx` ON `positions` (`status_id`,`owner_approved`,`rate_min`,`rate_max`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_visibility_idx` ON `positions` (`status_id`,`owner_approved`,`partner_only`,`id`,`expires_at`,`owner_id`,`project_id`);--> statement-breakpoint
ALTER TABLE `locations` ADD `parent_id` integer REFERENCES locations(id);--> statement-breakpoint
CREATE INDEX `locations_parent_idx` ON `locations` (`parent_id`);;--> statement-breakpoint
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
  ) || ' ' || coalesce(
    (SELECT group_concat(l.`name`, ' ') FROM `position_locations` pl JOIN `locations` l ON l.`id` = pl.`location_id` WHERE pl.`position_id` = p.`id`),
    ''
  ) AS `body`
FROM `positions` p
JOIN `roles` r ON r.`id` = p.`role_id`
JOIN `seniorities` s ON s.`id` = p.`seniority_id`
JOIN `projects` pr ON pr.`id` = p.`project_id`
JOIN `companies` c ON c.`id` = p.`owner_id`;--> statement-breakpoint
CREATE TRIGGER `position_search_forget` AFTER DELETE ON `positions` BEGIN
  DELETE FROM `position_search` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
DELETE FROM `position_search`;--> statement-breakpoint
INSERT INTO `position_search` (`rowid`, `title`, `owner`, `body`) SELECT `position_id`, `title`, `owner`, `body` FROM `position_search_source`;--> statement-breakpoint
CREATE VIEW `talent_search_source` AS
SELECT
  t.`id` AS `talent_id`,
  r.`name` || ' ' || s.`label` || ' ' || coalesce(
    (SELECT group_concat(k.`name`, ' ') FROM `talent_skills` ts JOIN `skills` k ON k.`id` = ts.`skill_id` WHERE ts.`talent_id` = t.`id`),
    ''
  ) AS `title`,
  coalesce(t.`description`, '') || ' ' || coalesce(
    (SELECT group_concat(l.`name`, ' ') FROM `talent_locations` tl JOIN `locations` l ON l.`id` = tl.`location_id` WHERE tl.`talent_id` = t.`id`),
    ''
  ) AS `body`
FROM `talents` t
JOIN `roles` r ON r.`id` = t.`role_id`
JOIN `seniorities` s ON s.`id` = t.`seniority_id`;--> statement-breakpoint
DELETE FROM `talent_search`;--> statement-breakpoint
INSERT INTO `talent_search` (`rowid`, `title`, `body`) SELECT `talent_id`, `title`, `body` FROM `talent_search_source`;