-- Change counts, written by the database itself in the writing transaction, so whichever code or process makes a
-- change, the versions read from them (the count and the highest id of each table's rows) change exactly when it
-- commits. Pages kept in memory are renewed by them. Each count is also announced on the channel `page_changes`
-- ('public' or 'data'), delivered when the transaction commits: the embedded database's own process counts those
-- instead of reading the tables. See docs/decisions/0009-public-page-cache.md.
--
-- `public_changes`: a row for every statement that changes what a public page shows (members, their terms, the
-- site content and uploaded pictures).
CREATE TABLE "public_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- `data_changes`: a row for every statement that changes anything else a member's page shows (events, points,
-- attendance, bro-dates, spoon assassins, handbooks, elections, content history). Sessions, visits and the audit
-- log are left out: no page a copy is kept of shows them, and the session of each request is checked afresh.
CREATE TABLE "data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "note_public_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "public_changes" DEFAULT VALUES;
	PERFORM pg_notify('page_changes', 'public');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "note_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "data_changes" DEFAULT VALUES;
	PERFORM pg_notify('page_changes', 'data');
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	name text;
BEGIN
	FOREACH name IN ARRAY ARRAY['members', 'terms', 'site_content', 'media'] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_public_change()',
			name || '_public_change', name);
	END LOOP;
	FOREACH name IN ARRAY ARRAY['events', 'event_points', 'attendance', 'brodate_groups', 'brodate_group_members',
		'targets', 'site_content_versions', 'handbook_versions', 'elections', 'election_races', 'election_nominations',
		'election_candidates', 'election_voters'] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_data_change()',
			name || '_data_change', name);
	END LOOP;
END
$$;
