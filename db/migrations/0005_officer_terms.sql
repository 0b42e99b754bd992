CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"position" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_ends_after_start_check" CHECK ("terms"."ends_on" is null or "terms"."ends_on" >= "terms"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Exclusion constraints over date ranges need btree_gist for the equality part (PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- One position is held by one member at a time, and a member holds one position at a time: no two terms of either
-- share a day. A term covers starts_on through ends_on, both included; no ends_on runs on without end.
ALTER TABLE "terms" ADD CONSTRAINT "terms_position_once_at_a_time" EXCLUDE USING gist ("position" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_member_once_at_a_time" EXCLUDE USING gist ("member_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);--> statement-breakpoint
-- Every active member's role becomes a term from today in the chapter's time zone, open-ended: the earliest day the
-- site knows they held it (an earlier start would invent history). Alumni have no role. Where two actives share a
-- role, the one whose record was changed last holds it; the other keeps members.role until it is read from terms.
INSERT INTO "terms" ("member_id", "position", "starts_on")
SELECT DISTINCT ON ("role") "id", "role", (now() AT TIME ZONE 'America/Los_Angeles')::date
FROM "members"
WHERE "status" = 'active' AND "role" IS NOT NULL AND "role" <> ''
ORDER BY "role", "updated_at" DESC, "id" DESC;
