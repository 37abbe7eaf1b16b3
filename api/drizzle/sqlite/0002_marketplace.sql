CREATE TABLE `partner_group_members` (
	`group_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `company_id`),
	FOREIGN KEY (`group_id`) REFERENCES `partner_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `partner_group_members_company_idx` ON `partner_group_members` (`company_id`,`group_id`);--> statement-breakpoint
CREATE TABLE `partner_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_groups_company_name_unique` ON `partner_groups` (`company_id`,lower("name"));--> statement-breakpoint
CREATE TABLE `position_responsibilities` (
	`position_id` integer NOT NULL,
	`text` text NOT NULL,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`position_id`, `text`),
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `position_skills` (
	`position_id` integer NOT NULL,
	`skill_id` integer NOT NULL,
	`is_required` integer NOT NULL,
	`months` integer,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`position_id`, `skill_id`),
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skill_id`) REFERENCES `skills`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `position_skills_skill_idx` ON `position_skills` (`skill_id`,`position_id`);--> statement-breakpoint
CREATE TABLE `position_work_modes` (
	`position_id` integer NOT NULL,
	`work_mode_id` integer NOT NULL,
	PRIMARY KEY(`position_id`, `work_mode_id`),
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_mode_id`) REFERENCES `work_modes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`role_id` integer NOT NULL,
	`seniority_id` integer NOT NULL,
	`status_id` integer NOT NULL,
	`custom_close_reason` text,
	`rate_min` integer,
	`rate_max` integer,
	`min_years_experience` integer,
	`location_id` integer,
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
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seniority_id`) REFERENCES `seniorities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`status_id`) REFERENCES `position_statuses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`owner_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `positions_project_status_idx` ON `positions` (`project_id`,`status_id`);--> statement-breakpoint
CREATE INDEX `positions_owner_idx` ON `positions` (`owner_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_posted_idx` ON `positions` (`status_id`,`owner_approved`,`date_posted`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_start_idx` ON `positions` (`status_id`,`owner_approved`,`start_date`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_rate_idx` ON `positions` (`status_id`,`owner_approved`,`rate_min`,`rate_max`,`id`,`expires_at`,`owner_id`,`partner_only`,`project_id`);--> statement-breakpoint
CREATE INDEX `positions_browse_visibility_idx` ON `positions` (`status_id`,`owner_approved`,`partner_only`,`id`,`expires_at`,`owner_id`,`project_id`);--> statement-breakpoint
CREATE TABLE `project_partner_groups` (
	`project_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`project_id`, `group_id`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `partner_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_partner_groups_group_idx` ON `project_partner_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`partner_only` integer DEFAULT false NOT NULL,
	`start_date` text,
	`end_date` text,
	`duration_months` integer NOT NULL,
	`date_posted` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`date_updated` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `projects_company_posted_idx` ON `projects` (`company_id`,`date_posted`);--> statement-breakpoint
CREATE INDEX `projects_expires_idx` ON `projects` (`expires_at`);--> statement-breakpoint
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
CREATE INDEX `talents_active_rate_idx` ON `talents` (`active`,`min_rate`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`talent_id` integer,
	`status` text NOT NULL,
	`rate` integer NOT NULL,
	`available_from` text NOT NULL,
	`cv_key` text,
	`cv_type` text,
	`cv_name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`position_id`) REFERENCES `positions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`talent_id`) REFERENCES `talents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `applications_position_status_idx` ON `applications` (`position_id`,`status`);--> statement-breakpoint
CREATE INDEX `applications_company_idx` ON `applications` (`company_id`,`position_id`);--> statement-breakpoint
CREATE INDEX `applications_talent_idx` ON `applications` (`talent_id`,`position_id`);--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `expiry_reminders` (
	`project_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `expires_at`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_runs` (
	`job` text NOT NULL,
	`scheduled_for` integer NOT NULL,
	`ran_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`mail_count` integer NOT NULL,
	PRIMARY KEY(`job`, `scheduled_for`)
);
--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `list_unsubscribe` text;