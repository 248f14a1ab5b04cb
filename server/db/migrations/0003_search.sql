CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "item_search_documents" (
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "item_search_documents_item_id_lang_pk" PRIMARY KEY("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"lang" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_lang_term_pk" PRIMARY KEY("lang","term")
);
--> statement-breakpoint
ALTER TABLE "item_search_documents" ADD CONSTRAINT "item_search_documents_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_search_documents_document_idx" ON "item_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);