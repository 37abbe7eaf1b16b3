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