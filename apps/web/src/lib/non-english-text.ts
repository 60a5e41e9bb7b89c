/*
 * Tells, as the user types, whether a text is clearly not English, so the screen can say that
 * Tipsy reads and writes English only before anyone waits for an answer. It is small enough for
 * the browser (no word lists beyond a few function words per language) and English wins every
 * doubt: short texts, English with a foreign word or name, slang and emoji stay English. The
 * server's analysis has its own, fuller reading (packages/engine, docs/decisions/0010).
 */

export interface NonEnglish {
  /** The language's English name, when the text says which one clearly enough; null otherwise. */
  language: string | null
}

/** Fewer words than this never count as another language: "hola amigo", "merci beaucoup". */
const MIN_WORDS = 4
/** At least this many of the words must be one language's function words… */
const MIN_FOREIGN_WORDS = 2
const MIN_FOREIGN_SHARE = 0.25
/** …and English words at most one for every three of theirs. */
const MAX_ENGLISH_PER_FOREIGN = 1 / 3
/** Enough of a text to tell its language; the rest of a long one adds time, not certainty. */
const CHARACTERS_TO_JUDGE = 600
/** Letters of another script, at least half of all letters, make a text another language. */
const MIN_OTHER_SCRIPT_LETTERS = 3

/*
 * Frequent words of each language that an English message does not use: English words ("die",
 * "was", "come", "per", "van", "men"), chat words ("um", "em", "ya", "ty"), names ("Dan", "Ben")
 * and letters English writes alone ("a", "o", "y") are left out. A word may be several languages'.
 */
const functionWords: Record<string, string> = {
  Spanish:
    'de el la los las del que en un una es se por para con pero mi tu te lo como más muy mucho mucha estoy está estás qué cómo sí bien porque cuando esta este eso ese quiero quieres tengo tienes puedes hace también hasta donde dónde antes ahora tanto mañana gracias',
  French:
    'de le la les des du un une est et je tu il elle nous vous ils pas que qui se à dans sur avec ce cette mais où mes très être avoir suis es sont fait peux veux bien aussi ça oui moi toi quel quelle quoi pourquoi comment avant après encore toujours rien tout trop beaucoup demain merci',
  German:
    'der das und ist nicht ich du wir ihr ein eine einen zu mit auf für von sich auch es sie sind habe hast noch schon aber oder wie wenn mir mich dich dir uns euch kein keine nur jetzt heute morgen kann wird hier bitte sehr danke',
  Portuguese:
    'os uma é não que se de das em para por pelo pela mas eu você voce ele ela nós isso esse essa muito tudo bem está estou estava tem tenho foi vai meu minha seu sua também já quando como antes tanto hoje amanhã obrigado obrigada',
  Italian:
    'il lo la gli le un una è di che se sono sei ero mi ti si hai anche questo questa molto tutto tutti tanto quando perché lui lei noi voi del della alla alle nel nella cosa oggi domani sempre ancora già più tre grazie',
  Indonesian:
    'yang di ini itu dengan untuk tidak saya aku kamu dia kita kami mereka akan sudah belum bisa juga dari ke apa lagi aja gak nggak tapi karena kalau mau sangat banyak hari besok nanti gimana udah banget terima kasih selamat semoga selalu sekali',
  Turkish:
    've bir bu için ile ne çok siz yok değil gibi daha mı mi mu mü şey evet hayır nasıl neden şimdi bugün yarın seni beni benim senin kadar sonra çünkü teşekkürler',
  Dutch:
    'de het een ik je jij niet dat voor zijn maar ook nog wel naar wat hij zij ze wij heb hebt heeft dit deze geen als bij mijn jouw vandaag morgen',
  Polish: 'nie się że jest jak tak mnie mi ja czy już jestem bardzo dla tylko może jeszcze od jutro dzisiaj',
  Swedish: 'och att det som en ett är jag du inte på för har av vi ni om kan så nu här',
}

/** Frequent English words and chat words, none of them a listed language's. */
const englishWords = new Set(
  (
    'the and you your yours that this these those with are have has had not but what they them their he she him his her our us just ' +
    "don't dont i'm im it's its i'll i've you're can't didn't won't about get got from how when where which there here know like " +
    'would could should been being yes think want need going really very thanks thank please lol gonna wanna hey hi it of to for ' +
    'my at if can all up out or who why some more then than did does were let sorry good great nice time today tomorrow tonight ' +
    'see back now one love miss still by come go make take say said tell well much many any anytime way thing day night week ' +
    'weekend work home new first last next right sure maybe only even other into over after because feel hope happy birthday ' +
    'party dinner meeting call text'
  ).split(' '),
)

/** Letters only one of the listed languages (or a few) writes; a word with one counts as theirs. */
const markerLetters: Record<string, RegExp> = {
  Spanish: /[ñáíóú]/,
  Portuguese: /[ãõáíóú]/,
  German: /[ßäöü]/,
  Turkish: /[ğşıöüç]/,
  French: /[œçêèàùâîôû]/,
  Italian: /[òìùèà]/,
  Polish: /[ąćęłńśźż]/,
  Swedish: /[åäö]/,
  Vietnamese: /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/,
}

/** French drops a vowel before a vowel or h: "c'est", "j'ai", "l'homme", "qu'il" (not "c'mon"). */
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu)'[aeiouyhâàéèêîôû]/

/** Every language a Latin-script word can count for: by its function words, or by its letters. */
const latinLanguages = [...new Set([...Object.keys(functionWords), ...Object.keys(markerLetters)])].map(
  (language) => ({
    language,
    known: new Set(functionWords[language]?.split(' ')),
    letters: markerLetters[language],
  }),
)

/**
 * The language of a script's letters, where one language (or nearly only one) writes it; Cyrillic
 * and Arabic letters are told apart by the letters only some of their languages have.
 */
const scripts: { letters: RegExp; language: (text: string) => string | null }[] = [
  { letters: /\p{Script=Hangul}/gu, language: () => 'Korean' },
  { letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, language: () => 'Japanese' },
  {
    letters: /\p{Script=Han}/gu,
    language: (text) => (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? 'Japanese' : 'Chinese'),
  },
  { letters: /\p{Script=Greek}/gu, language: () => 'Greek' },
  { letters: /\p{Script=Hebrew}/gu, language: () => 'Hebrew' },
  { letters: /\p{Script=Thai}/gu, language: () => 'Thai' },
  { letters: /\p{Script=Armenian}/gu, language: () => 'Armenian' },
  { letters: /\p{Script=Georgian}/gu, language: () => 'Georgian' },
  {
    letters: /\p{Script=Cyrillic}/gu,
    language: (text) =>
      /ў/iu.test(text) ? null : /[іїєґ]/iu.test(text) ? 'Ukrainian' : /[ыэё]/iu.test(text) ? 'Russian' : null,
  },
  {
    letters: /\p{Script=Arabic}/gu,
    language: (text) => (/[ٹڈڑںے]/u.test(text) ? 'Urdu' : /[پچژگکی]/u.test(text) ? 'Persian' : 'Arabic'),
  },
]

const LETTER = /\p{L}/gu
const OTHER_SCRIPT_LETTER = /[^\P{L}\p{Script=Latin}]/gu
const OTHER_SCRIPT_WORD = /[^\P{L}\p{Script=Latin}]/u
/** Links, addresses, mentions and hashtags: names more often than words. */
const SKIPPED =
  /https?:\/\/\S+|\S+@\S+|\S*[\p{L}\p{N}]\.[a-z]{2,}\/\S*|\b(?:www\.)?[\p{L}\p{N}-]+\.(?:com|net|org|io|ly|co)\b\S*|[@#][\p{L}\p{N}_]+/gu
/** Who speaks, at the start of a pasted chat's line ("Them:", "Maria Luisa:"): names, not the language. */
const SPEAKER = /^[^\S\n]*\p{L}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*)?:(?=\s)/gmu
const WORD = /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*/gu

/** The language of the script most of the letters are in, when the script tells. */
function languageOfScript(text: string): string | null {
  let most = 0
  let language: string | null = null
  for (const script of scripts) {
    const count = text.match(script.letters)?.length ?? 0
    if (count > most) {
      most = count
      language = script.language(text)
    }
  }
  return language
}

/**
 * Spanish, French, … by function words and letters; `null` when the text reads as English.
 * `invertedMarks`: "¿" and "¡", which only Spanish writes, each counted as one Spanish word.
 */
function latinLanguage(words: string[], invertedMarks: number): NonEnglish | null {
  if (words.length < MIN_WORDS) return null
  const scores = new Map<string, number>(invertedMarks > 0 ? [['Spanish', invertedMarks]] : [])
  const add = (language: string) => scores.set(language, (scores.get(language) ?? 0) + 1)
  let english = 0
  for (const word of words) {
    if (englishWords.has(word)) {
      english++
      continue
    }
    if (FRENCH_ELISION.test(word)) {
      add('French')
      continue
    }
    for (const { language, known, letters } of latinLanguages) {
      if (known.has(word) || letters?.test(word)) add(language)
    }
  }
  const [best, second] = [...scores].sort((a, b) => b[1] - a[1])
  if (!best) return null
  const [language, count] = best
  const clearlyForeign =
    count >= MIN_FOREIGN_WORDS &&
    count >= words.length * MIN_FOREIGN_SHARE &&
    english <= count * MAX_ENGLISH_PER_FOREIGN
  if (!clearlyForeign) return null
  // Spanish, Portuguese and Italian share many words: name one only when it leads clearly.
  const named = !second || count >= second[1] * 1.5
  return { language: named ? language : null }
}

/**
 * Whether a text is clearly not English, and which language it looks like when that is clear.
 * Null for English, for text too short to tell, and for anything in doubt.
 */
export function detectNonEnglish(text: string): NonEnglish | null {
  const kept = text
    .slice(0, CHARACTERS_TO_JUDGE)
    .replace(SPEAKER, ' ')
    .replace(SKIPPED, ' ')
    .replaceAll('’', "'")
  const letters = kept.match(LETTER)?.length ?? 0
  const otherScript = kept.match(OTHER_SCRIPT_LETTER)?.length ?? 0
  if (otherScript >= MIN_OTHER_SCRIPT_LETTERS && otherScript * 2 >= letters) {
    return { language: languageOfScript(kept) }
  }
  const words = (kept.toLowerCase().match(WORD) ?? []).filter((word) => !OTHER_SCRIPT_WORD.test(word))
  return latinLanguage(words, kept.match(/[¿¡]/g)?.length ?? 0)
}
