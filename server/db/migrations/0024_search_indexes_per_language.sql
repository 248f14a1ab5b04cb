DROP INDEX "item_search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "item_search_documents_document_de_idx" ON "item_search_documents" USING gin ("document") WITH (fastupdate=false) WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "item_search_documents_document_en_idx" ON "item_search_documents" USING gin ("document") WITH (fastupdate=false) WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_de_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE lang = 'de';--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_en_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false) WHERE lang = 'en';