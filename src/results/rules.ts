// Every code a results file can carry (a problem kind, a binding rule, a finding, a notice), as
// ONE row: its SARIF rule (id, name, short description, help) and its default level. The comment's
// rule words, annotation titles, notice levels and SARIF all read it. A new code is one row here;
// test/core/rules.test.ts fails while a code in the results file's types has none.
import type { RejectionReason } from './verification.js';
import type { Finding, ProblemKind } from './types.js';

export type RuleCode = ProblemKind | RejectionReason | Finding['code'];

/** SARIF levels: `error` fails the gate, `warning` is a finding, `note` is for information. */
export type RuleLevel = 'error' | 'warning' | 'note';

export interface Rule {
  /** PascalCase, as SARIF's `name`. */
  name: string;
  /** What it means, in words a reviewer reads (lower case: it goes mid-sentence in the comment). */
  short: string;
  /** Why it matters and what to do: SARIF's help text. */
  help: string;
  /**
   * The level when the gate has nothing to say about it (no limit set). For a notice it is how it
   * counts: a `warning` is counted by max-warnings, a `note` by no check.
   */
  level: RuleLevel;
  /** A notice's annotation title ("Source listed twice"). */
  title?: string;
}

const SOURCES_DOCS = 'See docs/checks.md, "Findings about citations and sources".';

const REVERIFY = 'Verify the pair again (citegate verify, or the research pipeline), and commit the new result.';

export const RULES: Record<RuleCode, Rule> = {
  contradicted: {
    name: 'ContradictedClaim',
    short: 'evidence the claim cites contradicts it',
    help: 'A verdict bound to the current text of the claim and its excerpt says the evidence contradicts the claim. Correct the claim, cite evidence that supports it, or, when the verdict is wrong, waive it with a reason.',
    level: 'error',
  },
  high_confidence_unsupported: {
    name: 'HighConfidenceUnsupported',
    short: 'a claim of high confidence has no supporting verdict',
    help: 'The claim says confidence: high, but no kept verdict says its evidence supports it (it is contradicted, insufficient, uncited, has no verdict, or its result was rejected). Lower its confidence, cite supporting evidence, or verify it.',
    level: 'warning',
  },
  insufficient: {
    name: 'InsufficientEvidence',
    short: 'the cited evidence is not enough to support the claim',
    help: 'The verdict says the excerpts the claim cites neither support nor contradict it. Cite evidence that says what the claim says, or narrow the claim.',
    level: 'note',
  },
  unverifiable: {
    name: 'UnverifiableClaim',
    short: 'the claim has no verdict',
    help: 'No kept verifier result exists for the claim: it cites no evidence, or no result bound to its current text. Verify it, or cite evidence.',
    level: 'note',
  },
  rejected_result: {
    name: 'RejectedResult',
    short: 'a committed verifier result does not bind to the report',
    help: `A committed verifier result fails one of the binding rules, so it is not counted. ${REVERIFY}`,
    level: 'error',
  },
  unknown_pair: {
    name: 'UnknownPair',
    short: 'the result names a claim/evidence pair the report does not have',
    help: `The committed result names a claim that does not exist, or evidence the claim does not cite. Remove the result, or restore the claim or the citation. ${REVERIFY}`,
    level: 'error',
  },
  duplicate: {
    name: 'DuplicateResult',
    short: 'a second result for a pair that already has one',
    help: 'A result was already kept for this claim and evidence; the later one is rejected. Keep one result per pair.',
    level: 'error',
  },
  stale_claim_hash: {
    name: 'StaleClaimHash',
    short: "the claim's text changed after it was verified",
    help: `The result carries the fingerprint of the claim as it read when it was verified; the claim has been edited since, so the verdict may no longer hold. ${REVERIFY}`,
    level: 'error',
  },
  stale_evidence_hash: {
    name: 'StaleEvidenceHash',
    short: "the excerpt's text changed after it was verified",
    help: `The result carries the fingerprint of the excerpt as it read when it was verified; the excerpt has been edited since. ${REVERIFY}`,
    level: 'error',
  },
  unbound_quote: {
    name: 'UnboundQuote',
    short: 'the quote is not word for word in the excerpt',
    help: 'The result quotes its evidence, but the quote is not an exact substring of the excerpt (the job summary marks where it departs: quotes, dashes, spacing, case or words). Quote the excerpt exactly.',
    level: 'error',
  },
  dangling_citation: {
    name: 'DanglingCitation',
    short: 'the claim cites evidence the report does not contain',
    help: 'The claim cites an evidence ID that no evidence record of the report has. Add the record, or remove the citation.',
    level: 'error',
  },
  unresolved_citation: {
    name: 'UnresolvedCitation',
    short: 'the citation cannot be traced to one source',
    help: "The report's format cannot say which source this citation names (for a polished STORM article: its numbering cannot be matched to url_to_info.json through the draft). Nothing is guessed, so the claim is not checked against any source for it. The message says what to commit (the draft article of the same run) or what disagrees.",
    level: 'error',
  },
  altered_snapshot: {
    name: 'AlteredSnapshot',
    short: 'a snapshot passage was edited after citegate snapshot wrote it',
    help: 'A passage in the snapshot file no longer matches the SHA-256 citegate snapshot recorded for it, so it is not the text that was read from the page. Run citegate snapshot again (--all to re-read every page) and commit the file it writes; never edit passages by hand.',
    level: 'error',
  },
  no_source_text: {
    name: 'NoSourceText',
    short: 'the claim cites a source that has no text to check it against',
    help: 'The evidence record has a URL and no excerpt, and no snapshot passages bind for this sentence (no snapshot yet, the page could not be read, or the sentence changed since). Nothing about the claim can be checked against the source; the message names the citegate snapshot command that fixes it. See docs/snapshots.md.',
    level: 'warning',
  },
  quote_not_in_source: {
    name: 'QuoteNotInSource',
    short: 'a quotation the claim states is not on the page it cites',
    help: 'The claim puts words in quotation marks and cites a snapshotted source, but the words are not on that page (after the near-miss ladder: whitespace, case, typography). Quote the source exactly, or cite where the words are. See docs/snapshots.md.',
    level: 'warning',
  },
  invalid_file: {
    name: 'InvalidReportFile',
    short: 'the file is not a valid report',
    help: 'The file could not be read as a report (JSON syntax, the schema, an encoding, a missing file of a folder report). The message names the line and the field. Fix the file; nothing in it was checked.',
    level: 'error',
  },
  ungrounded_number: {
    name: 'UngroundedNumber',
    short: 'a number in the claim is in none of its cited excerpts',
    help: 'The claim states a number (a count, an amount, a percentage, a date) that none of the excerpts it cites contains, in any of the ways it may be written. Correct the number, or cite the evidence it comes from.',
    level: 'warning',
  },
  unavailable_report: {
    name: 'ReportNotVerified',
    short: 'no claim of the report could be verified',
    help: 'The report has no committed verdicts, and the semantic verifier could not run (no API key, no model, switched off). Commit verdicts (citegate verify) or configure the verifier.',
    level: 'warning',
  },
  provenance_not_found: {
    name: 'ExcerptNotAtSource',
    short: 'the excerpt is not found at its source',
    help: 'With provenance: check, the page the evidence URL points to was read and does not contain the excerpt (or the page is gone). Correct the excerpt or the URL.',
    level: 'warning',
  },
  reference_not_found: {
    name: 'ReferenceNotFound',
    short: 'the cited identifier is in no registry',
    help: 'With references: check, no registry holds the DOI, arXiv ID, PubMed ID or PMC ID the evidence record names (or the form cannot be an identifier at all): the fabricated-reference case. Correct the identifier, or remove the reference.',
    level: 'warning',
  },
  reference_mismatch: {
    name: 'ReferenceMismatch',
    short: 'the cited identifier names another work',
    help: 'With references: check, the registry holds the identifier, but its title, first author, year or venue differs from what the reference says (both values are shown). Correct the identifier or the reference.',
    level: 'warning',
  },
  reference_retracted: {
    name: 'ReferenceRetracted',
    short: 'the cited work was retracted',
    help: 'With references: check, the registry records a retraction, withdrawal or removal of the cited work (Crossref, Retraction Watch, PubMed). Remove the claim that rests on it, or cite the notice and say so.',
    level: 'warning',
  },
  provenance_unreachable: {
    name: 'SourceNotChecked',
    short: 'the source could not be checked',
    help: 'With provenance: check, the page the evidence URL points to could not be read (blocked, a login page, a network error), so the excerpt could not be looked for.',
    level: 'note',
  },
  unused_source: {
    name: 'UnusedSource',
    short: 'the report lists a source that no sentence cites',
    help: `A source list entry (or footnote definition) is never cited. GPT Researcher and Perplexity list every page they visited, so this is common and counted by no check; it matters when the report meant to cite it. ${SOURCES_DOCS}`,
    level: 'note',
    title: 'Unused source',
  },
  duplicate_source: {
    name: 'DuplicateSource',
    short: 'the same source is listed under two numbers',
    help: `One URL (after dropping tracking parameters and fragments) is listed under two numbers, so a reader cannot tell which number a sentence means to cite. Give each source one number. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Source listed twice',
  },
  url_variant: {
    name: 'UrlVariant',
    short:
      'one source is written with URLs that differ only in tracking parameters, a text fragment or a trailing slash',
    help: `The URLs are one source for citegate's identity (tracking parameters, #:~:text= fragments and a trailing slash are dropped) but are written differently; each is kept for display. ${SOURCES_DOCS}`,
    level: 'note',
    title: 'URL variants of one source',
  },
  marker_syntax_mismatch: {
    name: 'MarkerSyntaxMismatch',
    short: 'a citation marker is written in another syntax than the list that defines it (it is bound all the same)',
    help: `The markers in the text ([n]) and the definitions ([^n]:) use different syntaxes. citegate binds them where the number is unambiguous; a Markdown renderer may not link them. Write both the same way. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Marker syntax differs from its list',
  },
  source_without_url: {
    name: 'SourceWithoutUrl',
    short: 'a source entry gives no URL, so nothing can be fetched or checked against it',
    help: `The entry names a source (a file name, a title) but no URL: neither provenance nor snapshots nor reference lookups can reach it. Add the URL. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Source without a URL',
  },
  non_http_url: {
    name: 'NonHttpUrl',
    short: 'a source entry gives a URL that is not http or https',
    help: `The entry's URL uses another scheme (file:, javascript:, a bare path), which citegate never fetches. Cite a public http(s) address. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Source URL is not http(s)',
  },
  numbering_gap: {
    name: 'NumberingGap',
    short: 'the numbered source list skips numbers',
    help: `The source list's numbers skip some values; a marker meant for a missing number would be dangling. Usually harmless (the generator dropped uncited sources). ${SOURCES_DOCS}`,
    level: 'note',
    title: 'Gap in the source numbering',
  },
  citation_without_span: {
    name: 'CitationWithoutSpan',
    short:
      "a provider's citation gives no place in the answer (its indices are 0) and the answer does not link its URL",
    help: `The provider's answer lists a citation whose start and end indices are 0 and whose URL the text never links, so no sentence can be said to cite it. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Citation without a place',
  },
  uncited_claim: {
    name: 'UncitedClaim',
    short: 'a sentence states a checkable fact and cites no source',
    help: 'The sentence states a number, a date, a percentage, a quotation or a superlative ("the first", "the largest") and has no citation, in a report that cites elsewhere. Cite the source it comes from, or say it is the report\'s own reasoning. Counted by max-uncited-claims, not by max-warnings. See docs/checks.md, "Citation recall".',
    level: 'note',
    title: 'Factual sentence citing nothing',
  },
  duplicate_definition: {
    name: 'DuplicateDefinition',
    short: 'a link label is defined twice; the first definition is the one used',
    help: `Two reference definitions give one label ([ref]: and [REF]: are one label). CommonMark and GitHub link the first, so citegate binds the first and never the second, which a reader of the rendered page never sees. Remove or renumber the second. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'Label defined twice',
  },
  no_citations: {
    name: 'NoCitations',
    short: 'the report has no citation marker and no source list, so no claim cites anything',
    help: `A report that cites nothing has nothing citegate can check beyond its text. If it is a research report, its generator lost the citations. ${SOURCES_DOCS}`,
    level: 'warning',
    title: 'No citations',
  },
  unread_marker: {
    name: 'UnreadCitationMarker',
    short: 'a citation mark could not be read, so the sentence it stands in is not checked against its source',
    help: `The mark looks like a citation ([n], [^n], [cite: n], a numbered link, digits glued to a word, a ChatGPT citation) but citegate could not bind it to a source: no source list it could index, a number out of its list's range, a hidden character inside it, a syntax citegate does not read, a link to a target that is not http(s), or a number two lists give to different sources; in a chat completion with several choices, each choice past the first is one unread mark. The message says which. Counted by max-unread-markers (default 0), not by max-warnings. Fix the mark or the source list; waive it when the mark is not a citation. See docs/checks.md, "Citation marks that could not be read".`,
    level: 'warning',
    title: 'Citation mark not read',
  },
  python_literal: {
    name: 'PythonLiteral',
    short:
      "a JSON file a Python program wrote holds Python's NaN or Infinity, which JSON does not allow; each was read as null",
    help: `Python's json.dump writes a float NaN as NaN and the infinities as Infinity and -Infinity; JSON has none of them, and other readers refuse the file. STORM with a local-corpus retriever writes "description": NaN for a document whose CSV row has no description. citegate reads each as null (a missing description) and says where; a field that must hold text or a number is still refused. ${SOURCES_DOCS}`,
    level: 'note',
    title: "Python's NaN read as null",
  },
};

/** "The claim's text changed after it was verified." */
export function ruleSentence(code: RuleCode): string {
  const { short } = RULES[code];
  return `${short.charAt(0).toUpperCase()}${short.slice(1)}.`;
}
