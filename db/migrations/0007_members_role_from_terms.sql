-- A member's role is now the position of their term covering today. A role set after 0005 ran (the site still wrote
-- members.role then) becomes an open-ended term from today in the chapter's time zone, where neither the member nor
-- the position has a term running today or set for later, so nothing is cut or overlapped; then the column goes.
INSERT INTO "terms" ("member_id", "position", "starts_on")
SELECT DISTINCT ON ("m"."role") "m"."id", "m"."role", (now() AT TIME ZONE 'America/Los_Angeles')::date
FROM "members" "m"
WHERE "m"."status" = 'active' AND "m"."role" IS NOT NULL AND "m"."role" <> ''
  AND NOT EXISTS (
    SELECT 1 FROM "terms" "t"
    WHERE ("t"."member_id" = "m"."id" OR "t"."position" = "m"."role")
      AND ("t"."ends_on" IS NULL OR "t"."ends_on" >= (now() AT TIME ZONE 'America/Los_Angeles')::date)
  )
ORDER BY "m"."role", "m"."updated_at" DESC, "m"."id" DESC;
--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "role";
