CREATE TABLE `listing_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject_id` integer NOT NULL
);--> statement-breakpoint
-- The listings' change log (api/src/listings): every write that changes what browsing filters, sorts, counts or
-- searches appends the listing it touched, in the same transaction. `views` is not among the columns: counting a
-- view is not a change of the listing.
CREATE TRIGGER `positions_listing_insert` AFTER INSERT ON `positions` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `positions_listing_update` AFTER UPDATE OF `project_id`, `role_id`, `seniority_id`, `status_id`, `custom_close_reason`, `rate_min`, `rate_max`, `min_years_experience`, `hours_per_week`, `hiring_process`, `description`, `owner_id`, `owner_approved`, `partner_only`, `date_posted`, `start_date`, `expires_at`, `with_referral` ON `positions` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `positions_listing_delete` AFTER DELETE ON `positions` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_skills_listing_insert` AFTER INSERT ON `position_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_skills_listing_update` AFTER UPDATE ON `position_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_skills_listing_delete` AFTER DELETE ON `position_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', old.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_work_modes_listing_insert` AFTER INSERT ON `position_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_work_modes_listing_update` AFTER UPDATE ON `position_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_work_modes_listing_delete` AFTER DELETE ON `position_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', old.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_locations_listing_insert` AFTER INSERT ON `position_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_locations_listing_update` AFTER UPDATE ON `position_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_locations_listing_delete` AFTER DELETE ON `position_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', old.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talents_listing_insert` AFTER INSERT ON `talents` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talents_listing_update` AFTER UPDATE OF `company_id`, `active`, `description`, `role_id`, `seniority_id`, `total_months`, `min_rate`, `max_rate`, `available_from`, `availability_confirmed_at` ON `talents` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talents_listing_delete` AFTER DELETE ON `talents` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', old.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_skills_listing_insert` AFTER INSERT ON `talent_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_skills_listing_update` AFTER UPDATE ON `talent_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_skills_listing_delete` AFTER DELETE ON `talent_skills` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', old.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_work_modes_listing_insert` AFTER INSERT ON `talent_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_work_modes_listing_update` AFTER UPDATE ON `talent_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_work_modes_listing_delete` AFTER DELETE ON `talent_work_modes` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', old.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_locations_listing_insert` AFTER INSERT ON `talent_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_locations_listing_update` AFTER UPDATE ON `talent_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', new.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `talent_locations_listing_delete` AFTER DELETE ON `talent_locations` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('talent', old.`talent_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_listing_update` AFTER UPDATE OF `name`, `approved`, `image_key`, `image_version` ON `companies` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('company', new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_settings_listing_insert` AFTER INSERT ON `bench_settings` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('company', new.`company_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_settings_listing_update` AFTER UPDATE ON `bench_settings` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('company', new.`company_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_settings_listing_delete` AFTER DELETE ON `bench_settings` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('company', old.`company_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_responsibilities_listing_insert` AFTER INSERT ON `position_responsibilities` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_responsibilities_listing_update` AFTER UPDATE ON `position_responsibilities` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', new.`position_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `position_responsibilities_listing_delete` AFTER DELETE ON `position_responsibilities` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('position', old.`position_id`);
END;
