import { statement } from '@artshop/persistence';
import { MAIL_CLUB_LIST_STATUSES } from '@artshop/contracts';

/** An address asks about a drop: one row per drop and address; a second ask finds the first. */
export const ASK_DROP_ALERT = statement({
  name: 'drop-alerts.ask',
  values: (ask: { dropId: string; slug: string; name: string; email: string }) => [ask.dropId, ask.slug, ask.name, ask.email],
  text: `INSERT INTO drop_alerts (drop_id, drop_slug, drop_name, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT (drop_id, email) DO UPDATE SET drop_slug = excluded.drop_slug, drop_name = excluded.drop_name
         RETURNING id, status`,
  map: (row: { id: string; status: 'pending' | 'confirmed' }) => row,
});

/** A new confirmation link for a pending ask (the latest link is the one that works). */
export const SET_DROP_ALERT_TOKEN = statement({
  name: 'drop-alerts.set-token',
  values: (alert: { id: string; tokenHash: string; validSeconds: number }) => [alert.id, alert.tokenHash, alert.validSeconds],
  text: `UPDATE drop_alerts SET confirm_token_hash = $2, confirm_token_expires_at = now() + make_interval(secs => $3) WHERE id = $1 AND status = 'pending'`,
});

/** Confirms the ask of a valid link; answers its drop's slug (also for a link followed again). */
export const CONFIRM_DROP_ALERT = statement({
  name: 'drop-alerts.confirm',
  values: (link: { tokenHash: string }) => [link.tokenHash],
  text: `UPDATE drop_alerts SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
          WHERE confirm_token_hash = $1 AND (status = 'confirmed' OR confirm_token_expires_at > now())
          RETURNING drop_slug AS slug`,
  map: (row: { slug: string }) => row.slug,
});

/**
 * The confirmed asks of a drop not mailed yet that this opening mails, locked: at early access the Mail
 * Club members' (active or trialing), at the public release everyone's left.
 */
export const ALERTS_TO_MAIL = statement({
  name: 'drop-alerts.to-mail',
  values: (opening: { dropId: string; membersOnly: boolean }) => [opening.dropId, opening.membersOnly, MAIL_CLUB_LIST_STATUSES],
  text: `SELECT a.id, a.email FROM drop_alerts a
          WHERE a.drop_id = $1 AND a.status = 'confirmed' AND a.mailed_at IS NULL
            AND (NOT $2 OR EXISTS (SELECT 1 FROM mail_club_members m WHERE m.email = a.email AND m.status = ANY ($3::text[])))
          ORDER BY a.created_at, a.id
          FOR UPDATE OF a SKIP LOCKED`,
  map: (row: { id: string; email: string }) => row,
});

export const MARK_ALERT_MAILED = statement({
  name: 'drop-alerts.mark-mailed',
  values: (alert: { id: string; mailId: string }) => [alert.id, alert.mailId],
  text: `UPDATE drop_alerts SET mailed_at = now(), mail_id = $2 WHERE id = $1 AND mailed_at IS NULL`,
});
