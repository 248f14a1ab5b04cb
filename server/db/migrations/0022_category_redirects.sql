CREATE TABLE "category_redirects" (
	"lang" text NOT NULL,
	"old_path" text NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_redirects_lang_old_path_pk" PRIMARY KEY("lang","old_path")
);
--> statement-breakpoint
ALTER TABLE "category_redirects" ADD CONSTRAINT "category_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_redirects_category_idx" ON "category_redirects" USING btree ("category_id");