-- Which projects and benches a company's partner groups share with it: a browse reads them from the listing index
-- (api/src/listings), kept per reader until the next change, so every write to the links between groups, their
-- members, projects and benches appends a `sharing` change, in the same transaction (deletions cascading from a
-- group included), through the change log's trigger function (0007).
CREATE TRIGGER "project_partner_groups_sharing" AFTER INSERT OR UPDATE OR DELETE ON "project_partner_groups" FOR EACH ROW EXECUTE FUNCTION "listing_changed"('sharing', 'group_id');
--> statement-breakpoint
CREATE TRIGGER "partner_group_members_sharing" AFTER INSERT OR UPDATE OR DELETE ON "partner_group_members" FOR EACH ROW EXECUTE FUNCTION "listing_changed"('sharing', 'group_id');
--> statement-breakpoint
CREATE TRIGGER "bench_sharing_groups_sharing" AFTER INSERT OR UPDATE OR DELETE ON "bench_sharing_groups" FOR EACH ROW EXECUTE FUNCTION "listing_changed"('sharing', 'group_id');
