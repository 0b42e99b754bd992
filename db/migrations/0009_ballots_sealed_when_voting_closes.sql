-- Ballots kept as rows of their own while voting is open (race, choice and a random id; no voter, no time), written
-- in the transaction that records the voter, so no count is rewritten per ballot. Once a race's voting closes the
-- site seals it: adds its ballots to election_candidates.votes, deletes them and rewrites the table's files. Counts
-- of elections held before this stay in election_candidates.votes as they were.
-- See docs/decisions/0014-ballots-sealed-when-voting-closes.md.
CREATE TABLE "election_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"race_id" integer NOT NULL,
	"candidate_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "election_ballots" ADD CONSTRAINT "election_ballots_race_id_election_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."election_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counted as every table a member's page may show is (migration 0008).
CREATE TRIGGER "election_ballots_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "election_ballots" FOR EACH STATEMENT EXECUTE FUNCTION note_change('data');
