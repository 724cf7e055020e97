import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Passwords are rated offline by zxcvbn-ts with its common dictionaries (ranked lists of common
 * and breached passwords, keyboard patterns): a score under 3 of 4 is refused (README,
 * 'Passwords'). The dictionaries stay on the server; the form gets the message beside the field.
 * They take about 23 MiB once loaded, so they load with the first password checked, not at start.
 */
export const MIN_PASSWORD_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

const WEAK_PASSWORD = 'This password is too easy to guess. Please choose another.';

/** Why zxcvbn found it weak, by its warning key (the package gives keys, not text). */
const reasons: Record<string, string> = {
  topTen: 'This password is one of the most used passwords. Please choose another.',
  topHundred: 'This password is one of the most used passwords. Please choose another.',
  common: 'This password is on lists of common and breached passwords. Please choose another.',
  similarToCommon: 'This password is too close to a common or breached password. Please choose another.',
  pwned: 'This password is on lists of common and breached passwords. Please choose another.',
  straightRow: 'This password is a row of keys, which is easy to guess. Please choose another.',
  keyPattern: 'This password is a keyboard pattern, which is easy to guess. Please choose another.',
  simpleRepeat: 'This password repeats characters, which is easy to guess. Please choose another.',
  extendedRepeat: 'This password repeats a pattern, which is easy to guess. Please choose another.',
  sequences: 'This password is a sequence like abc or 123, which is easy to guess. Please choose another.',
  recentYears: 'This password leans on years, which are easy to guess. Please choose another.',
  dates: 'This password leans on a date, which is easy to guess. Please choose another.',
  wordByItself: 'A single word is easy to guess. Please add more words.',
  namesByThemselves: 'Names are easy to guess. Please add more words.',
  commonNames: 'Common names are easy to guess. Please add more words.',
  userInputs: 'This password contains your name or email address. Please choose another.',
};

/**
 * Why the password is too weak, or null when it is strong enough. `personal` are the person's
 * own name and address, which a password must not lean on.
 */
export async function passwordWeakness(
  password: string,
  personal: readonly string[] = [],
): Promise<string | null> {
  const result = (await loadChecker()).check(
    password,
    personal.filter((value) => value.length > 0),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return (result.feedback.warning && reasons[result.feedback.warning]) ?? WEAK_PASSWORD;
}
