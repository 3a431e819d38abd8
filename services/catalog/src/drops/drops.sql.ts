import type { DropInput, DropStatus, DropWork, Membership } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/*
 * The drops' statements. The database's clock (now()) decides whether a drop is open: one clock for every
 * replica, and a work goes on sale at its release instant whether or not the release job has run yet.
 */

/** A Mail Club member in these may buy in a drop's early access. */
export const EARLY_ACCESS_STATUSES = ['active', 'trialing'] as const;

/** The works of these products that a drop still holds back from this caller: the drop, when it opens, and whether early access runs. */
export const HELD_BACK = statement({
  name: 'drops.held-back',
  values: (asked: { productIds: readonly string[]; userId: string | null }) => [asked.productIds, asked.userId, EARLY_ACCESS_STATUSES],
  text: `SELECT dp.product_id AS "productId", d.name, d.release_at AS "releaseAt",
                (d.early_access_hours IS NOT NULL AND d.release_at - make_interval(hours => d.early_access_hours) <= now()) AS "earlyAccess",
                ($2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM mail_club_members m WHERE m.user_id = $2::uuid AND m.status = ANY ($3::text[]))) AS member
           FROM drop_products dp JOIN drops d ON d.id = dp.drop_id
          WHERE dp.product_id = ANY ($1::uuid[]) AND d.status = 'scheduled' AND d.release_at > now()`,
  map: (row: { productId: string; name: string; releaseAt: Date; earlyAccess: boolean; member: boolean }) => row,
});

export interface DropRow {
  id: string;
  slug: string;
  name: string;
  story: string | null;
  coverImage: string | null;
  status: DropStatus;
  releaseAt: Date;
  earlyAccessHours: number | null;
  earlyAccessAt: Date | null;
  open: boolean;
  earlyOpen: boolean;
  productIds: string[];
  works: DropWork[];
}

const DROP_COLUMNS = `d.id, d.slug, d.name, d.story, d.cover_image AS "coverImage", d.status, d.release_at AS "releaseAt",
       d.early_access_hours AS "earlyAccessHours",
       d.release_at - make_interval(hours => d.early_access_hours) AS "earlyAccessAt",
       (d.status = 'released' OR (d.status = 'scheduled' AND d.release_at <= now())) AS open,
       (d.status = 'released' OR (d.status = 'scheduled' AND d.release_at - make_interval(hours => coalesce(d.early_access_hours, 0)) <= now())) AS "earlyOpen",
       coalesce((SELECT array_agg(dp.product_id ORDER BY dp.position) FROM drop_products dp WHERE dp.drop_id = d.id), '{}') AS "productIds",
       coalesce((SELECT json_agg(json_build_object(
                   'id', p.id, 'name', p.name, 'slug', p.slug, 'image', p.images->>0,
                   'price', to_char(coalesce((SELECT min(t.price_cents) FROM pricing_tiers t WHERE t.product_id = p.id), p.price_cents) / 100.0, 'FM999999990.00'),
                   'soldOut', CASE WHEN EXISTS (SELECT 1 FROM pricing_tiers t WHERE t.product_id = p.id)
                                   THEN NOT EXISTS (SELECT 1 FROM pricing_tiers t WHERE t.product_id = p.id AND t.stock > 0)
                                   ELSE p.stock <= 0 END) ORDER BY dp.position)
                   FROM drop_products dp JOIN products p ON p.id = dp.product_id
                  WHERE dp.drop_id = d.id AND p.status = 'active'), '[]') AS works`;

/** Every drop, the next to open first (the back office's list). */
export const LIST_DROPS = statement({
  name: 'drops.list',
  text: `SELECT ${DROP_COLUMNS} FROM drops d ORDER BY d.release_at DESC, d.created_at DESC`,
  map: (row: DropRow) => row,
});

/** One drop by id (the back office's answer to a write). */
export const DROP_BY_ID = statement({
  name: 'drops.by-id',
  values: (drop: { id: string }) => [drop.id],
  text: `SELECT ${DROP_COLUMNS} FROM drops d WHERE d.id = $1`,
  map: (row: DropRow) => row,
});

/** A drop the storefront shows: scheduled or released, never a draft. */
export const PUBLIC_DROP_BY_SLUG = statement({
  name: 'drops.public-by-slug',
  values: (drop: { slug: string }) => [drop.slug],
  text: `SELECT ${DROP_COLUMNS} FROM drops d WHERE d.slug = $1 AND d.status <> 'draft'`,
  map: (row: DropRow) => row,
});

/** The drop that still holds a product back, for its page ("Coming …"). */
export const WAITING_DROP_OF_PRODUCT = statement({
  name: 'drops.waiting-of-product',
  values: (product: { productId: string }) => [product.productId],
  text: `SELECT d.slug, d.name, d.release_at AS "releaseAt", d.release_at - make_interval(hours => d.early_access_hours) AS "earlyAccessAt"
           FROM drop_products dp JOIN drops d ON d.id = dp.drop_id
          WHERE dp.product_id = $1 AND d.status = 'scheduled' AND d.release_at > now()`,
  map: (row: { slug: string; name: string; releaseAt: Date; earlyAccessAt: Date | null }) => row,
});

/** The products of these that another drop has already. */
export const PRODUCTS_IN_OTHER_DROPS = statement({
  name: 'drops.products-in-other-drops',
  values: (asked: { productIds: readonly string[]; dropId: string | null }) => [asked.productIds, asked.dropId],
  text: `SELECT p.name FROM drop_products dp JOIN products p ON p.id = dp.product_id
          WHERE dp.product_id = ANY ($1::uuid[]) AND dp.drop_id IS DISTINCT FROM $2::uuid ORDER BY p.name`,
  map: (row: { name: string }) => row.name,
});

/** How many of these products exist. */
export const COUNT_PRODUCTS = statement({
  name: 'drops.count-products',
  values: (asked: { productIds: readonly string[] }) => [asked.productIds],
  text: `SELECT count(*)::int AS count FROM products WHERE id = ANY ($1::uuid[])`,
  map: (row: { count: number }) => row.count,
});

/** A drop's fields as the back office writes them. */
const dropFields = (drop: DropInput) => [drop.slug, drop.name, drop.story, drop.coverImage, drop.releaseAt, drop.earlyAccessHours, drop.status];

/** A new drop; answers its id. */
export const INSERT_DROP = statement({
  name: 'drops.insert',
  values: dropFields,
  text: `INSERT INTO drops (slug, name, story, cover_image, release_at, early_access_hours, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/**
 * A drop written again; answers its id (nothing when there is no such drop). A released drop stays released;
 * a moved release or early access opens its early access again.
 */
export const UPDATE_DROP = statement({
  name: 'drops.update',
  values: (drop: DropInput & { id: string }) => [drop.id, ...dropFields(drop)],
  text: `UPDATE drops SET slug = $2, name = $3, story = $4, cover_image = $5, release_at = $6, early_access_hours = $7,
                status = CASE WHEN status = 'released' THEN status ELSE $8 END,
                early_opened_at = CASE WHEN release_at = $6 AND early_access_hours IS NOT DISTINCT FROM $7 THEN early_opened_at END,
                updated_at = now()
          WHERE id = $1 RETURNING id`,
  map: (row: { id: string }) => row.id,
});

/** A drop's works let go (before they are written again). */
export const CLEAR_DROP_PRODUCTS = statement({
  name: 'drops.clear-products',
  values: (drop: { dropId: string }) => [drop.dropId],
  text: `DELETE FROM drop_products WHERE drop_id = $1`,
});

/** A drop's works, in the order given. */
export const ADD_DROP_PRODUCTS = statement({
  name: 'drops.add-products',
  values: (drop: { dropId: string; productIds: readonly string[] }) => [drop.dropId, drop.productIds],
  text: `INSERT INTO drop_products (drop_id, product_id, position) SELECT $1, id, position - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, position)`,
});

/**
 * The phases of scheduled drops still to open (early access, public release), with how long until each:
 * the release job's next steps. A phase whose instant has passed waits 0.
 */
export const PHASES_TO_OPEN = statement({
  name: 'drops.phases-to-open',
  text: `SELECT d.id, 'public' AS phase, d.release_at AS at,
                greatest(0, extract(epoch FROM d.release_at - now()) * 1000)::bigint::text AS "waitMs"
           FROM drops d WHERE d.status = 'scheduled'
         UNION ALL
         SELECT d.id, 'early-access', d.release_at - make_interval(hours => d.early_access_hours),
                greatest(0, extract(epoch FROM d.release_at - make_interval(hours => d.early_access_hours) - now()) * 1000)::bigint::text
           FROM drops d WHERE d.status = 'scheduled' AND d.early_access_hours IS NOT NULL AND d.early_opened_at IS NULL`,
  map: (row: { id: string; phase: 'public' | 'early-access'; at: Date; waitMs: string }) => ({ ...row, waitMs: Number(row.waitMs) }),
});

/** Locks a scheduled drop whose phase is due by the database's clock (nothing when it is not, or was done). */
export const LOCK_DUE_DROP = statement({
  name: 'drops.lock-due',
  values: (step: { id: string; phase: 'public' | 'early-access' }) => [step.id, step.phase],
  text: `SELECT d.id, d.slug, d.name, d.release_at AS "releaseAt",
                coalesce((SELECT array_agg(dp.product_id ORDER BY dp.position) FROM drop_products dp WHERE dp.drop_id = d.id), '{}') AS "productIds"
           FROM drops d
          WHERE d.id = $1 AND d.status = 'scheduled'
            AND CASE WHEN $2 = 'public' THEN d.release_at <= now()
                     ELSE d.early_access_hours IS NOT NULL AND d.early_opened_at IS NULL AND d.release_at - make_interval(hours => d.early_access_hours) <= now() END
          FOR UPDATE OF d`,
  map: (row: { id: string; slug: string; name: string; releaseAt: Date; productIds: string[] }) => row,
});

export const MARK_EARLY_OPENED = statement({
  name: 'drops.mark-early-opened',
  values: (drop: { id: string }) => [drop.id],
  text: `UPDATE drops SET early_opened_at = now() WHERE id = $1`,
});

export const MARK_RELEASED = statement({
  name: 'drops.mark-released',
  values: (drop: { id: string }) => [drop.id],
  text: `UPDATE drops SET status = 'released', released_at = now(), early_opened_at = coalesce(early_opened_at, CASE WHEN early_access_hours IS NOT NULL THEN now() END) WHERE id = $1`,
});

/** A Mail Club subscription's change, kept from the latest one (an older event arriving late changes nothing). */
export const RECORD_MEMBER = statement({
  name: 'drops.record-member',
  values: (member: { subscriptionId: string; userId: string | null; status: string; changedAt: string }) => [
    member.subscriptionId,
    member.userId,
    member.status,
    member.changedAt,
  ],
  text: `INSERT INTO mail_club_members (subscription_id, user_id, status, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (subscription_id) DO UPDATE SET user_id = excluded.user_id, status = excluded.status, changed_at = excluded.changed_at
          WHERE mail_club_members.changed_at <= excluded.changed_at`,
});

/**
 * Memberships as subscription has them now, each kept only where catalog knows no later change (the same
 * rule as RECORD_MEMBER): filling in twice, or after newer events, changes nothing.
 */
export const RECORD_MEMBERS = statement({
  name: 'drops.record-members',
  values: (page: { memberships: readonly Membership[] }) => [
    page.memberships.map((member) => member.subscriptionId),
    page.memberships.map((member) => member.userId),
    page.memberships.map((member) => member.status),
    page.memberships.map((member) => member.changedAt),
  ],
  text: `INSERT INTO mail_club_members (subscription_id, user_id, status, changed_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[])
         ON CONFLICT (subscription_id) DO UPDATE SET user_id = excluded.user_id, status = excluded.status, changed_at = excluded.changed_at
          WHERE mail_club_members.changed_at < excluded.changed_at`,
});

/** Whether this account holds a Mail Club membership that opens early access. */
export const IS_MEMBER = statement({
  name: 'drops.is-member',
  values: (caller: { userId: string }) => [caller.userId, EARLY_ACCESS_STATUSES],
  text: `SELECT EXISTS (SELECT 1 FROM mail_club_members m WHERE m.user_id = $1 AND m.status = ANY ($2::text[])) AS member`,
  map: (row: { member: boolean }) => row.member,
});

/** What a discount code's limits read of each line: its tier's type, whether the product is an original, the drops its work is in. */
export const DISCOUNT_LINE_FACTS = statement({
  name: 'drops.discount-line-facts',
  values: (lines: { lines: ReadonlyArray<{ productId: string; tierId: string | null }> }) => [JSON.stringify(lines.lines)],
  text: `SELECT l."productId"::text AS product_id, l."tierId"::text AS tier_id, p.id IS NOT NULL AS found, p.is_original, t.type AS tier_type,
                coalesce((SELECT array_agg(dp.drop_id::text ORDER BY dp.drop_id) FROM drop_products dp WHERE dp.product_id = l."productId"), '{}') AS drop_ids
           FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS ("productId" uuid, "tierId" uuid)) WITH ORDINALITY AS l ("productId", "tierId", position)
           LEFT JOIN products p ON p.id = l."productId"
           LEFT JOIN pricing_tiers t ON t.id = l."tierId" AND t.product_id = l."productId"
          ORDER BY l.position`,
  map: (row: { product_id: string; tier_id: string | null; found: boolean; is_original: boolean | null; tier_type: string | null; drop_ids: string[] }) => row,
});
