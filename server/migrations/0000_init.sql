CREATE TABLE "area" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_code" varchar(12) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(50) DEFAULT '' NOT NULL,
	"app_conf" text DEFAULT '' NOT NULL,
	"app_conf_set" text DEFAULT '' NOT NULL,
	"mp_name" varchar(100) DEFAULT '' NOT NULL,
	"qrcode" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_access_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"username" varchar(20) NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(11) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"level" smallint NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"last_login_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"organization_id" integer,
	"title" varchar(100) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"password_hash" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"last_login_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"organization_id" integer,
	"operator_type" varchar(10) NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(50) DEFAULT '' NOT NULL,
	"action" varchar(50) NOT NULL,
	"target" varchar(100) DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"to_user_type" varchar(10) NOT NULL,
	"to_user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"contact" varchar(20),
	"phone" varchar(20),
	"area" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" varchar(100),
	"home_url" varchar(200),
	"intro" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_area" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_professional" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_type" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "area_parent_idx" ON "area" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_access_user_username_idx" ON "firm_access_user" USING btree ("firm_id","username");--> statement-breakpoint
CREATE INDEX "firm_access_user_org_idx" ON "firm_access_user" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "firm_content_firm_idx" ON "firm_content" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_mobile_idx" ON "lawyer" USING btree ("firm_id","mobile");--> statement-breakpoint
CREATE INDEX "lawyer_org_idx" ON "lawyer" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "lawyer_card_lawyer_idx" ON "lawyer_card" USING btree ("firm_id","lawyer_id");--> statement-breakpoint
CREATE INDEX "log_firm_idx" ON "log" USING btree ("firm_id","create_time");--> statement-breakpoint
CREATE INDEX "message_to_idx" ON "message" USING btree ("firm_id","to_user_type","to_user_id","status");--> statement-breakpoint
CREATE INDEX "organization_firm_idx" ON "organization" USING btree ("firm_id","type","sort");--> statement-breakpoint
CREATE INDEX "self_professional_firm_idx" ON "self_professional" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_idx" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_type","user_id");