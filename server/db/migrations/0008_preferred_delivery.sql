CREATE TABLE "preferred_delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"charge_cents" integer NOT NULL,
	"cutoff_hour" integer NOT NULL,
	"cutoff_minute" integer NOT NULL,
	"excluded_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maps_api_key" text,
	"post_number_required" boolean NOT NULL,
	"offered_day_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferred_delivery_settings_single_row" CHECK ("preferred_delivery_settings"."id" = 1),
	CONSTRAINT "preferred_delivery_settings_charge" CHECK ("preferred_delivery_settings"."charge_cents" >= 0),
	CONSTRAINT "preferred_delivery_settings_cutoff" CHECK ("preferred_delivery_settings"."cutoff_hour" between 0 and 23 and "preferred_delivery_settings"."cutoff_minute" between 0 and 59),
	CONSTRAINT "preferred_delivery_settings_day_count" CHECK ("preferred_delivery_settings"."offered_day_count" between 1 and 14)
);
