-- Which projects and benches a company's partner groups share with it: a browse reads them from the listing index
-- (api/src/listings), kept per reader until the next change, so every write to the links between groups, their
-- members, projects and benches appends a `sharing` change, in the same transaction (deletions cascading from a
-- group included).
CREATE TRIGGER `project_partner_groups_sharing_insert` AFTER INSERT ON `project_partner_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `project_partner_groups_sharing_update` AFTER UPDATE ON `project_partner_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `project_partner_groups_sharing_delete` AFTER DELETE ON `project_partner_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', old.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_group_members_sharing_insert` AFTER INSERT ON `partner_group_members` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_group_members_sharing_update` AFTER UPDATE ON `partner_group_members` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_group_members_sharing_delete` AFTER DELETE ON `partner_group_members` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', old.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_sharing_groups_sharing_insert` AFTER INSERT ON `bench_sharing_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_sharing_groups_sharing_update` AFTER UPDATE ON `bench_sharing_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', new.`group_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `bench_sharing_groups_sharing_delete` AFTER DELETE ON `bench_sharing_groups` BEGIN
  INSERT INTO `listing_changes` (`kind`, `subject_id`) VALUES ('sharing', old.`group_id`);
END;
