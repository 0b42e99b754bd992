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
-- Takes 'public' or 'data': which count the statement adds to, and what it announces.
CREATE FUNCTION "note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_ARGV[0] = 'public' THEN
		INSERT INTO "public_changes" DEFAULT VALUES;
	ELSE
		INSERT INTO "data_changes" DEFAULT VALUES;
	END IF;
	PERFORM pg_notify('page_changes', TG_ARGV[0]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	counted record;
BEGIN
	FOR counted IN SELECT * FROM (VALUES
		('members', 'public'), ('terms', 'public'), ('site_content', 'public'), ('media', 'public'),
		('events', 'data'), ('event_points', 'data'), ('attendance', 'data'), ('brodate_groups', 'data'),
		('brodate_group_members', 'data'), ('targets', 'data'), ('site_content_versions', 'data'),
		('handbook_versions', 'data'), ('elections', 'data'), ('election_races', 'data'),
		('election_nominations', 'data'), ('election_candidates', 'data'), ('election_voters', 'data')
	) AS t(name, kind) LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_change(%L)',
			counted.name || '_' || counted.kind || '_change', counted.name, counted.kind);
	END LOOP;
END
$$;
