CREATE TABLE "customer_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_class_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_classes_one_default_idx" ON "customer_classes" USING btree ("is_default") WHERE "customer_classes"."is_default";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_class_id_customer_classes_id_fk" FOREIGN KEY ("customer_class_id") REFERENCES "public"."customer_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_type_check" CHECK ("customers"."customer_type_id" in (1, 2));--> statement-breakpoint
INSERT INTO "customer_classes" ("id", "name_de", "name_en", "is_default") VALUES (1, 'Endkunde', 'Consumer', true), (2, 'Händler', 'Reseller', false), (3, 'Stammkunde', 'Regular customer', false) ON CONFLICT DO NOTHING;
