import { OWNER_VOICES, type OwnerVoice } from '@/lib/content/policy/roles';

/**
 * Interface words that speak for the owner, written saying “we” (a team) and saying “I” (one person):
 * `{ we: 'Talk to us', I: 'Talk to me' }`. The dictionary a page gets is the one for the site's voice
 * (content/agency.json → voice), every such entry already its voice's text (`inVoice`), so components,
 * view models and browser scripts read plain strings. A language whose words are the same both ways
 * (Hindi's “कॉल करें”) writes one text where English writes two.
 */
type VoiceWords = Readonly<Record<OwnerVoice, string>>;

/** A dictionary's words as its source writes them: each text one string, or one for each voice where it speaks for the owner. */
export type Written<T> = T extends string
  ? string
  : T extends VoiceWords
    ? string | VoiceWords
    : { readonly [K in keyof T]: Written<T[K]> };

/** A dictionary's words for one voice: every text a string. */
export type Spoken<T> = T extends string ? string : T extends VoiceWords ? string : { [K in keyof T]: Spoken<T[K]> };

/** An entry written for each voice: an object with the voices, and only them, as its keys. */
function isVoiceWords(value: object): value is VoiceWords {
  const keys = Object.keys(value);
  return (
    keys.length === OWNER_VOICES.length && OWNER_VOICES.every((voice) => typeof (value as Record<string, unknown>)[voice] === 'string')
  );
}

/** `words` for `voice`: each entry written for each voice becomes the voice's text, everything else is kept as it is. */
export function inVoice<T>(words: T, voice: OwnerVoice): Spoken<T> {
  const speak = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(speak);
    if (value && typeof value === 'object') {
      if (isVoiceWords(value)) return value[voice];
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, speak(item)]));
    }
    return value;
  };
  return speak(words) as Spoken<T>;
}
