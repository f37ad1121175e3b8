CREATE TABLE "home_banners" (
	"slot" integer PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"alt" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_banners_slot_range" CHECK ("home_banners"."slot" between 1 and 6)
);
--> statement-breakpoint
-- A store that already holds the demo catalogue keeps the carousel it showed (then a fixed list in the
-- web app); a real store starts with none and fills its slots in the admin (decision 0768).
INSERT INTO "home_banners" ("slot", "image_url", "alt", "target_kind", "target")
SELECT v.slot, '/media/banners/home-' || v.slot || '-1280.webp', v.alt, v.kind, v.target
FROM (VALUES
	(1, 'New drops this week: small brands, big ideas. Shop new', 'path', '/browse-all?sortby=new'),
	(2, 'Most loved this month: upvote what you like and unlock its discount. See top votes', 'path', '/browse-all?sortby=most-votes'),
	(3, 'Brand spotlight, Kesar & Clay: hand-poured candles and planters from Jaipur', 'brand', 'kesar-and-clay'),
	(4, 'Brand spotlight, Volt Veda: wireless sound, designed and tuned in Noida', 'brand', 'volt-veda'),
	(5, 'Upvote for discount: Kashmiri Walnut Oil, cold-pressed in small batches by Pahadi Pantry', 'product', 'pahadi-pantry-cold-pressed-kashmiri-walnut-oil'),
	(6, 'Pack light, go far: the Safarnama cabin trolley, tested on 500 km of pavement', 'product', 'safarnama-luggage-cabin-hard-shell-trolley')
) AS v(slot, alt, kind, target)
WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'demo_seed_version');
