ALTER TABLE `audit_log` ADD `count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `repeat_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `audit_log_repeatKey_unique` ON `audit_log` (`repeat_key`);