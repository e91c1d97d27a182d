-- The words a misspelt search word is compared with (decision 0205): every folded word of the
-- products' search text, 3 letters or more and without digits (a product number is never a
-- typo of a word). Statement triggers add the words of inserted and updated rows in one INSERT
-- per statement, so the bench seeder's 10,000-row UPDATE adds them at once; every write path
-- (service, seeders, SQL by hand) keeps the list whole without knowing of it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE OR REPLACE FUNCTION catalog_add_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed_products p, regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS products_search_words_insert ON products;
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_add_search_words();

DROP TRIGGER IF EXISTS products_search_words_update ON products;
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION catalog_add_search_words();

-- The words of the products written before this script.
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products p, regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS w
WHERE length(w) >= 3 AND w !~ '[0-9]'
ON CONFLICT DO NOTHING;
