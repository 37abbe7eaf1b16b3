CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`action` text NOT NULL,
	`user_id` integer,
	`username` text,
	`company_id` integer,
	`ip` text,
	`target_type` text,
	`target_id` integer,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`points` integer NOT NULL,
	`expire` integer
);
--> statement-breakpoint
ALTER TABLE `users` ADD `username_skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_skeleton_unique` ON `users` (`username_skeleton`);