ALTER TABLE "notices" ADD COLUMN "delivery_region_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "notices_delivery_regions_idx" ON "notices" USING gin ("delivery_region_ids");--> statement-breakpoint
-- Backfill from the stored releases (decision 0059): per item (id, else position) the newest release that
-- gives its deliveryAddresses; each region is a known NUTS code, else the broadest region of that name.
WITH items AS (
  SELECT DISTINCT ON (r.ocid, coalesce(it.value->>'id', '#' || it.pos::text)) r.ocid, it.value AS item
  FROM ocds_releases r
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.data->'tender'->'items') = 'array' THEN r.data->'tender'->'items' ELSE '[]'::jsonb END) WITH ORDINALITY AS it(value, pos)
  WHERE jsonb_typeof(it.value->'deliveryAddresses') = 'array'
  ORDER BY r.ocid, coalesce(it.value->>'id', '#' || it.pos::text), r.date DESC NULLS LAST, r.id DESC
), raw AS (
  SELECT i.ocid, btrim(a.value->>'region') AS region
  FROM items i CROSS JOIN LATERAL jsonb_array_elements(i.item->'deliveryAddresses') AS a(value)
  WHERE jsonb_typeof(a.value) = 'object' AND jsonb_typeof(a.value->'region') = 'string'
), resolved AS (
  SELECT raw.ocid, coalesce(
    (SELECT g.id FROM regions g WHERE g.id = upper(raw.region)),
    (SELECT g.id FROM regions g
      WHERE regexp_replace(replace(lower(btrim(g.name)), '&', 'and'), '\s+', ' ', 'g') = regexp_replace(replace(lower(raw.region), '&', 'and'), '\s+', ' ', 'g')
      ORDER BY g.level, g.id LIMIT 1)
  ) AS region_id
  FROM raw WHERE raw.region <> ''
)
UPDATE notices n SET delivery_region_ids = x.ids
FROM (SELECT ocid, array_agg(DISTINCT region_id ORDER BY region_id) AS ids FROM resolved WHERE region_id IS NOT NULL GROUP BY ocid) x
WHERE n.ocid = x.ocid AND n.delivery_region_ids IS DISTINCT FROM x.ids;
