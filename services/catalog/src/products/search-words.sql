-- The words a misspelt search word is compared with (decision 0205): every folded word of the
-- products' search text, 3 letters or more and without digits (a product number is never a
-- typo of a word). Triggers keep the list whatever writes the products (service, seeders, SQL by
-- hand): inserted rows once per statement; an update only when it changes `search_text`, so the
-- stock, sold-count and reservation updates of the order path never run it.
-- Words are only added here; `stale-search-words` (housekeeping, decision 0420) removes those no
-- product has any more.
DROP TRIGGER IF EXISTS products_search_words_insert ON products;
DROP TRIGGER IF EXISTS products_search_words_change ON products;

-- A search text's words as `search_words` keeps them.
CREATE OR REPLACE FUNCTION catalog_words_of(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 20 AS $$
  SELECT w FROM regexp_split_to_table(search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3 AND w !~ '[0-9]'
$$;

CREATE OR REPLACE FUNCTION catalog_add_inserted_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM inserted_products p, catalog_words_of(p.search_text) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION catalog_add_updated_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM catalog_words_of(NEW.search_text) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_add_inserted_search_words();

CREATE TRIGGER products_search_words_change AFTER UPDATE OF search_text ON products
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION catalog_add_updated_search_words();

-- The words of the products written before this script.
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products p, catalog_words_of(p.search_text) AS w
ON CONFLICT DO NOTHING;
