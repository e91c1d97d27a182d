CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_search_name_compact_trgm_idx" ON "products" USING gin (replace("search_name", ' ', '') gin_trgm_ops);