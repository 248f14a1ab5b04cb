CREATE TABLE "property_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"item_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "property_files_owner_idx" ON "property_files" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "property_files_created_idx" ON "property_files" USING btree ("created_at");