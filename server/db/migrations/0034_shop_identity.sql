CREATE TABLE "shop_identity" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_identity_single_row" CHECK ("shop_identity"."id" = 1),
	CONSTRAINT "shop_identity_version" CHECK ("shop_identity"."version" >= 1)
);
