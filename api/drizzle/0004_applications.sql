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
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);