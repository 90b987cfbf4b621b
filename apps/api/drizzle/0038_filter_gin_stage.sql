DROP INDEX IF EXISTS "notices_filter_gin_idx";--> statement-breakpoint
CREATE INDEX "notices_filter_gin_idx" ON "notices" USING gin ("buyer_ids","cpv_divisions","search",(ARRAY["stage"]));
