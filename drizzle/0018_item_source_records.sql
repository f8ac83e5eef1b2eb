-- An item's sources were plain text; each becomes a record (lib/clearance-items/input.ts
-- sourceRecordInput) naming that source, searched on the day the item last changed. A text longer
-- than a source's name is kept whole as the query, so nothing typed is lost.
UPDATE "clearance_items" AS item
SET "sources" = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN jsonb_typeof(entry) = 'string' THEN jsonb_build_object(
          'source', left(btrim(entry #>> '{}'), 120),
          'query', CASE WHEN length(btrim(entry #>> '{}')) > 120 THEN left(btrim(entry #>> '{}'), 500) ELSE '' END,
          'result', '',
          'checked_on', to_char(item."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
        )
        ELSE entry
      END
      ORDER BY ordinal
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(item."sources") WITH ORDINALITY AS listed(entry, ordinal)
  WHERE jsonb_typeof(entry) <> 'string' OR btrim(entry #>> '{}') <> ''
)
WHERE jsonb_typeof(item."sources") = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(item."sources") AS listed(entry)
    WHERE jsonb_typeof(entry) = 'string'
  );
