// Which breaks of Unicode's sentence rules are not sentence ends. Each test looks at the sentence
// so far and at the segment after the break.

const BEFORE = String.raw`(?:^|[\s("'“‘\[])`;

// Words that stand before a name or a number and never end a sentence: "Mr. Smith", "Dr. No",
// "e.g. Paris", "vs. The Rolling Stones", "Fig. 2".
const NEVER_LAST = new RegExp(
  `${BEFORE}(?:Mr|Mrs|Ms|Messrs|Dr|Prof|Gen|Col|Lt|Sgt|Capt|Cmdr|Adm|Gov|Sen|Rep|Rev|Hon|Pres|Mt|Ft|vs|cf|feat|approx|ca|[Ff]igs?|[Vv]ols?|[Pp]p|e\\.g|i\\.e)\\.$`,
  'u',
);
// Abbreviations that can also end a sentence: "Apple Inc. The company…", "in the U.S. He left.",
// "pears, etc. The…", "on 5 Jan. The…", "King Jr. He…", "vitamin C. The…". They keep the next
// segment unless it opens with a word that starts sentences.
const MAYBE_LAST = new RegExp(
  `${BEFORE}(?:Inc|Ltd|Co|Corp|Bros|Jr|Sr|St|etc|al|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|(?:\\p{L}\\.){1,}\\p{L}|\\p{Lu})\\.$`,
  'u',
);
// "No. 5", "nos. 3 and 4": a number must follow.
const NUMBER_WORD = new RegExp(`${BEFORE}[Nn]os?\\.$`, 'u');

// Words that open sentences but hardly ever follow an abbreviation inside one: pronouns,
// articles, determiners, conjunctions, prepositions and sentence adverbs.
const OPENS_SENTENCE = new RegExp(
  `^\\s*["“‘(]?(?:${[
    'A',
    'An',
    'The',
    'This',
    'That',
    'These',
    'Those',
    'There',
    'Here',
    'Then',
    'Thus',
    'Therefore',
    'It',
    'Its',
    'He',
    'His',
    'Him',
    'She',
    'Her',
    'We',
    'Our',
    'They',
    'Their',
    'You',
    'Your',
    'I',
    'In',
    'On',
    'At',
    'As',
    'After',
    'Before',
    'During',
    'By',
    'For',
    'From',
    'With',
    'Without',
    'Within',
    'While',
    'When',
    'Where',
    'Which',
    'Who',
    'Whose',
    'What',
    'Why',
    'How',
    'If',
    'Although',
    'Though',
    'Because',
    'Since',
    'Until',
    'Unlike',
    'Despite',
    'Following',
    'According',
    'Among',
    'Between',
    'Under',
    'Over',
    'However',
    'Moreover',
    'Furthermore',
    'Additionally',
    'Also',
    'Meanwhile',
    'Later',
    'Today',
    'Both',
    'Each',
    'Every',
    'Many',
    'Most',
    'Some',
    'Several',
    'Such',
    'Other',
    'Another',
    'But',
    'And',
    'Or',
    'So',
    'Yet',
    'Not',
    'To',
    'Of',
  ].join('|')})(?=[\\s,;:])`,
  'u',
);

// "?" or "!" with the quotation marks and brackets that close after it.
const QUESTION_OR_EXCLAMATION = /[?!]["'”’»)\]]*\s*$/u;
const STARTS_LOWER = /^\s*\p{Ll}/u;

/** Whether the break between `sentence` (so far) and the `next` segment is not a sentence end. */
export function isAbbreviationBreak(sentence: string, next: string): boolean {
  const trimmed = sentence.trimEnd();
  if (NEVER_LAST.test(trimmed)) return true;
  if (NUMBER_WORD.test(trimmed)) return /^\s*\d/.test(next);
  if (MAYBE_LAST.test(trimmed)) return !OPENS_SENTENCE.test(next);
  // `"Who Are You?" was released…`: a question or exclamation inside the sentence.
  return QUESTION_OR_EXCLAMATION.test(trimmed) && STARTS_LOWER.test(next);
}
