-- Search and ordering support (decision 0201).
-- Trigram indexes make "every word anywhere" (LIKE '%w%') searches fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Vietnamese alphabetical order for names: a, ă, â, b, c, d, đ, ...
CREATE COLLATION IF NOT EXISTS vi_vn (provider = icu, locale = 'vi-VN');
--> statement-breakpoint
-- Folds Vietnamese text for search: lower case, accents dropped, đ/Đ → d. Written with translate()
-- (not unaccent, which is only STABLE) so it can back generated columns and indexes; the service
-- folds the shopper's words the same way (src/common/text.ts, checked against this in tests).
CREATE OR REPLACE FUNCTION catalog_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(value,
    'áàảãạăắằẳẵặâấầẩẫậÁÀẢÃẠĂẮẰẲẴẶÂẤẦẨẪẬđĐéèẻẽẹêếềểễệÉÈẺẼẸÊẾỀỂỄỆíìỉĩịÍÌỈĨỊóòỏõọôốồổỗộơớờởỡợÓÒỎÕỌÔỐỒỔỖỘƠỚỜỞỠỢúùủũụưứừửữựÚÙỦŨỤƯỨỪỬỮỰýỳỷỹỵÝỲỶỸỴ',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaddeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiioooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyy')), '\s+', ' ', 'g'))
$$;
