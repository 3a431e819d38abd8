import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { AppError } from '@artshop/service-kit';

/**
 * zxcvbn's estimate with its common-password, name and English dictionaries, offline. Levenshtein
 * matching is left off: it makes a check take 300–600 ms of the gateway's event loop instead of a few.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** 3 of 4: 'safely unguessable' (about 10^10 guesses), the level zxcvbn's authors advise for accounts. */
const MIN_SCORE = 3;
const SHOP_WORDS = ['art', 'artshop', 'artist', 'studio', 'gallery', 'painting', 'print', 'shop'];

/**
 * Refuses a password that is common or guessable from what the account itself says (its e-mail,
 * the name on it), with zxcvbn's reason in a person's words under the field that holds it.
 */
export function assertStrongPassword(
  password: string,
  account: { email: string; firstName?: string | null; lastName?: string | null },
  field = 'password',
): void {
  const [localPart = ''] = account.email.split('@');
  const userInputs = [account.email, localPart, ...localPart.split(/[._+-]/), account.firstName ?? '', account.lastName ?? '', ...SHOP_WORDS].filter(
    (word) => word.length > 1,
  );
  const { score, feedback } = estimator.check(password, userInputs);
  if (score >= MIN_SCORE) return;
  const reason = feedback.warning ?? 'This password is too easy to guess.';
  const message = `${reason} ${feedback.suggestions[0] ?? 'Add more words or characters.'}`;
  throw AppError.badRequest(message, { [field]: message });
}
