CREATE TABLE `company_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`invited_by` integer,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_invitations_tokenHash_unique` ON `company_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `company_invitations_company_idx` ON `company_invitations` (`company_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `positions` ADD `with_referral` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `referral_kind` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `referral_value` integer;--> statement-breakpoint
ALTER TABLE `user_tokens` ADD `email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `company_role` text;--> statement-breakpoint
-- Every existing member created their company: each becomes its owner.
UPDATE `users` SET `company_role` = 'OWNER' WHERE `company_id` IS NOT NULL;
