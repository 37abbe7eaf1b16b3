ALTER TABLE `applications` ADD `applied_by_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `applications` ADD `decided_by_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `applications` ADD `deny_reason` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `application_mail` text DEFAULT 'INSTANT' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `decided_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `refused_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `refusal_reason` text;