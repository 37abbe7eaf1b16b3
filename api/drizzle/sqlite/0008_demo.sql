CREATE TABLE `demo_accounts` (
	`username` text PRIMARY KEY NOT NULL,
	`sort_order` integer NOT NULL
);
