-- A row for every statement that changes what a public page shows (members, their terms, the site content and
-- uploaded pictures), written by the database itself in the same transaction, so whichever code or process makes
-- the change, the public pages' version (the count and the highest id of these rows) changes exactly when it
-- commits. See docs/decisions/0009-public-page-cache.md.
CREATE TABLE "public_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "note_public_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "public_changes" DEFAULT VALUES;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_public_change"();
--> statement-breakpoint
CREATE TRIGGER "terms_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_public_change"();
--> statement-breakpoint
CREATE TRIGGER "site_content_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_public_change"();
--> statement-breakpoint
CREATE TRIGGER "media_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_public_change"();
