CREATE SCHEMA IF NOT EXISTS "auth";
--> statement-breakpoint
CREATE TABLE "auth"."email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."key_values" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "auth"."roles" (
	"role" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."sessions" (
	"handle" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"recipe_user_id" text NOT NULL,
	"refresh_token_hash_2" text NOT NULL,
	"session_data" jsonb NOT NULL,
	"jwt_payload" jsonb NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"use_static_key" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"private_key" text NOT NULL,
	"public_key" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."user_metadata" (
	"user_id" text PRIMARY KEY NOT NULL,
	"metadata" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."user_roles" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_tenant_id_user_id_role_pk" PRIMARY KEY("tenant_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "auth"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"recipe_id" text NOT NULL,
	"tenant_id" text DEFAULT 'public' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"third_party_id" text,
	"third_party_user_id" text,
	"time_joined" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."verified_emails" (
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "verified_emails_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "auth"."password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."role_permissions" ADD CONSTRAINT "role_permissions_role_roles_role_fk" FOREIGN KEY ("role") REFERENCES "auth"."roles"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."user_roles" ADD CONSTRAINT "user_roles_role_roles_role_fk" FOREIGN KEY ("role") REFERENCES "auth"."roles"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_email_idx" ON "auth"."email_verification_tokens" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "auth"."password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "auth"."role_permissions" USING btree ("permission");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "auth"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_recipe_user_idx" ON "auth"."sessions" USING btree ("recipe_user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "auth"."sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "signing_keys_kind_created_idx" ON "auth"."signing_keys" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "auth"."user_roles" USING btree ("tenant_id","role");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "auth"."users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_time_joined_idx" ON "auth"."users" USING btree ("time_joined","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_emailpassword_email_key" ON "auth"."users" USING btree ("tenant_id","email") WHERE recipe_id = 'emailpassword';--> statement-breakpoint
CREATE UNIQUE INDEX "users_thirdparty_identity_key" ON "auth"."users" USING btree ("tenant_id","third_party_id","third_party_user_id") WHERE recipe_id = 'thirdparty';