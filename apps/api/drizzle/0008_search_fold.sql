-- Search folding (docs/decisions/0660): one word → the form both products and queries are compared in.
-- apps/api/src/search/fold.ts is the same rules for queries; test/search/fold.test.ts checks they agree.
-- Plural s/es dropped; romanised Hindi spelling variants merged: ph→f, consonant+h → consonant
-- (sh→s, th→t, kh→k, gh→g, ch→c, dh→d, bh→b, jh→j), w→v, z→j, q→k, ee→i, oo→u, doubled letters once.
CREATE OR REPLACE FUNCTION haat_fold_word(w text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select regexp_replace(
    replace(replace(
      translate(
        regexp_replace(
          replace(
            case
              when length(w) <= 3 or w ~ '(ss|us|is)$' then w
              when w ~ '(sses|xes|ches|shes|zes)$' then left(w, -2)
              when w ~ 's$' then left(w, -1)
              else w
            end,
            'ph', 'f'),
          '([bcdgjkpst])h', '\1', 'g'),
        'wzq', 'vjk'),
      'ee', 'i'), 'oo', 'u'),
    '([a-z])\1+', '\1', 'g')
$$;
--> statement-breakpoint
-- Lower-case words of a text: accents dropped, split on anything but a-z and 0-9.
CREATE OR REPLACE FUNCTION haat_words(t text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select w from regexp_split_to_table(
    translate(lower(coalesce(t, '')), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçśṣṭḍṇṅṃḥṛ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncsstdnnmhr'),
    '[^a-z0-9]+') as w
  where w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haat_fold_text(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(string_agg(haat_fold_word(w), ' '), '') from haat_words(t) as w
$$;
--> statement-breakpoint
-- Each synonym term folded (a multi-word term stays one string: 'lunch box' → 'lunch box').
CREATE OR REPLACE FUNCTION haat_fold_terms(terms text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(haat_fold_text(t)), '{}') from unnest(terms) as t
$$;
