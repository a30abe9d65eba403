ALTER TABLE "opportunities" ADD COLUMN "riasec_code" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "competency_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "required_schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "preferred_schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "match_weights" jsonb;
