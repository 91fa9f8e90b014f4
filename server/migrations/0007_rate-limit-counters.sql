CREATE TABLE "rate_limit_counter" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counter_reset_idx" ON "rate_limit_counter" USING btree ("reset_at");