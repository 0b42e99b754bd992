UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "sessions" RENAME COLUMN "id" TO "id_hash";
