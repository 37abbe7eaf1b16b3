CREATE TABLE `bench_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`is_public` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bench_sharing_groups` (
	`company_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`company_id`, `group_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `partner_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bench_sharing_groups_group_idx` ON `bench_sharing_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `company_filters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`is_enabled` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_filters_company_idx` ON `company_filters` (`company_id`);--> statement-breakpoint
CREATE TABLE `filter_skills` (
	`filter_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	PRIMARY KEY(`filter_id`, `skill_id`),
	FOREIGN KEY (`filter_id`) REFERENCES `company_filters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `talent_locations` (
	`talent_id` integer NOT NULL,
	`location_id` integer NOT NULL,
	PRIMARY KEY(`talent_id`, `location_id`),
	FOREIGN KEY (`talent_id`) REFERENCES `talents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `talent_skills` (
	`talent_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`months` integer NOT NULL,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`talent_id`, `skill_id`),
	FOREIGN KEY (`talent_id`) REFERENCES `talents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `talent_skills_skill_idx` ON `talent_skills` (`skill_id`,`talent_id`);--> statement-breakpoint
CREATE TABLE `talent_work_modes` (
	`talent_id` integer NOT NULL,
	`work_mode_id` integer NOT NULL,
	PRIMARY KEY(`talent_id`, `work_mode_id`),
	FOREIGN KEY (`talent_id`) REFERENCES `talents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_mode_id`) REFERENCES `work_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `talents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`role_id` integer NOT NULL,
	`seniority_id` integer NOT NULL,
	`total_months` integer NOT NULL,
	`min_rate` integer,
	`max_rate` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seniority_id`) REFERENCES `seniorities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `talents_company_idx` ON `talents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `talents_active_rate_idx` ON `talents` (`active`,`min_rate`);