import { dropPhase, type Drop } from '@artshop/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a drop opens, in the shop's time zone and naming it ('Sat 5 Dec, 18:00 CET'): the same words on the
 * server and in every reader's browser, so the page hydrates as it was rendered and nobody misreads the hour.
 */
export function openingWords(at: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

/** What a work of a drop that has not opened says, on its page and on its card in a list. */
export const comingWords = (releaseAt: string, timeZone: string) => `Coming ${openingWords(releaseAt, timeZone)}`;

/** How long until an instant: '2 d 3 h 4 min 5 s', the largest parts only. */
export function countdownWords(at: string, now: number): string {
  let seconds = Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3_600);
  seconds -= hours * 3_600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const parts = [days && `${days} d`, (days || hours) && `${hours} h`, (days || hours || minutes) && `${minutes} min`, !days && `${seconds} s`];
  return parts.filter(Boolean).join(' ');
}

/** What a visitor is told of a drop now: coming (with its countdown), members' early access open, or open. */
export function dropNotice(
  drop: Pick<Drop, 'releaseAt' | 'earlyAccessAt'>,
  now: number | null,
  member: boolean,
  timeZone: string,
): { phase: 'coming' | 'early-access' | 'open'; title: string; countdown: string | null; canBuy: boolean } {
  const phase = dropPhase(drop, now ?? Date.now());
  const coming = comingWords(drop.releaseAt, timeZone);
  const countdown = now === null || phase === 'open' ? null : `Opens in ${countdownWords(drop.releaseAt, now)}`;
  if (phase === 'open') return { phase, title: 'On sale now', countdown, canBuy: true };
  if (phase === 'early-access' && member) return { phase, title: "Members' early access is open", countdown, canBuy: true };
  return { phase, title: coming, countdown, canBuy: false };
}
