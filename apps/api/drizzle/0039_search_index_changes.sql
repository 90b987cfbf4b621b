-- The in-process notice search index (docs/decisions/0065): every inserted or updated notice carries the id of
-- the transaction that wrote it, and duplicate-group changes and notice deletions stamp search_index_changes, so
-- each server re-reads exactly what changed since its last snapshot.
ALTER TABLE "notices" ADD COLUMN "change_xid" xid8;--> statement-breakpoint
CREATE INDEX "notices_change_xid_idx" ON "notices" ("change_xid");--> statement-breakpoint
CREATE TABLE "search_index_changes" (
	"name" text PRIMARY KEY NOT NULL,
	"changed_xid" xid8 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION tl_notices_change_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER notices_change_xid BEFORE INSERT OR UPDATE ON "notices" FOR EACH ROW EXECUTE FUNCTION tl_notices_change_xid();--> statement-breakpoint
CREATE FUNCTION tl_search_index_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_index_changes (name, changed_xid) VALUES (TG_ARGV[0], pg_current_xact_id())
    ON CONFLICT (name) DO UPDATE SET changed_xid = excluded.changed_xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notice_duplicates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notice_duplicates" FOR EACH STATEMENT EXECUTE FUNCTION tl_search_index_changed('duplicates');--> statement-breakpoint
CREATE TRIGGER notices_deleted AFTER DELETE OR TRUNCATE ON "notices" FOR EACH STATEMENT EXECUTE FUNCTION tl_search_index_changed('notices_deleted');
