ALTER TABLE "fmea_chain_risks" ADD COLUMN "system_response" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD COLUMN "mitigated_effect" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD COLUMN "mitigated_severity" integer;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD COLUMN "mitigated_effect_after" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD COLUMN "mitigated_severity_after" integer;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD CONSTRAINT "fmea_chain_risks_msr_ratings_check" CHECK ("fmea_chain_risks"."mitigated_severity" between 1 and 10 and "fmea_chain_risks"."mitigated_severity_after" between 1 and 10);