-- Organisations imported before the importer derived a country from a one-line street address
-- (Contracts Finder suppliers carry only 'streetAddress': '…, Birmingham, United Kingdom, B17 0TP')
-- get it now, by the importer's rule (importer/organisations.ts countryFromStreet): the last
-- comma-separated part that names a country (of two-letter parts only 'UK'), else a UK postcode → GB.
-- Only rows with neither a country nor a country code change; a later re-import writes the same values.
WITH parts AS (
  SELECT o.id, trim(p.part) AS part, p.ord
  FROM organisations o, LATERAL unnest(string_to_array(o.address, ',')) WITH ORDINALITY AS p(part, ord)
  WHERE o.country_code IS NULL AND o.country IS NULL AND o.address IS NOT NULL
), codes(key, code) AS (
  VALUES ('united kingdom', 'GB'), ('uk', 'GB'), ('gbr', 'GB'), ('great britain', 'GB'), ('england', 'GB'), ('eng', 'GB'),
    ('scotland', 'GB'), ('sct', 'GB'), ('wales', 'GB'), ('wls', 'GB'), ('cymru', 'GB'), ('northern ireland', 'GB'), ('nir', 'GB'),
    ('ireland', 'IE'), ('republic of ireland', 'IE'), ('france', 'FR'), ('germany', 'DE'), ('netherlands', 'NL'), ('belgium', 'BE'),
    ('spain', 'ES'), ('italy', 'IT'), ('united states', 'US'), ('usa', 'US'), ('isle of man', 'IM'), ('jersey', 'JE'), ('guernsey', 'GG')
), names(code, name) AS (
  VALUES ('GB', 'United Kingdom'), ('IE', 'Ireland'), ('FR', 'France'), ('DE', 'Germany'), ('NL', 'Netherlands'), ('BE', 'Belgium'),
    ('ES', 'Spain'), ('IT', 'Italy'), ('US', 'United States'), ('IM', 'Isle of Man'), ('JE', 'Jersey'), ('GG', 'Guernsey')
), named AS (
  SELECT DISTINCT ON (parts.id) parts.id, names.code, names.name
  FROM parts
  JOIN codes ON codes.key = lower(regexp_replace(parts.part, '\s+', ' ', 'g'))
  JOIN names ON names.code = codes.code
  WHERE length(parts.part) > 2 OR upper(parts.part) = 'UK'
  ORDER BY parts.id, parts.ord DESC
), derived AS (
  SELECT id, code, name FROM named
  UNION ALL
  SELECT DISTINCT parts.id, 'GB', 'United Kingdom' FROM parts
  WHERE parts.part ~* '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$' AND parts.id NOT IN (SELECT id FROM named)
)
UPDATE organisations o SET country_code = derived.code, country = derived.name FROM derived WHERE o.id = derived.id;
