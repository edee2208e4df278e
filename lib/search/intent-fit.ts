import type { Intent } from './query-plan';

/**
 * Which records answer which kind of question. A question about a concept ("what is", "why", "difference between")
 * is answered by prose that explains it, not by the reference page of a function whose name holds the word; a pasted
 * error by the section that names the problem and its fix.
 */

/** A record as the fit reads it. */
export interface RecordKind {
  /** The record is on a reference page of one name (a function, a REPL helper: "with-capability", "env-sigs"). */
  reference: boolean;
  /** The record's own heading (the page title for a page record). */
  heading: string;
  /** The title of the record's page: each section of a troubleshooting page answers an error, whatever its heading. */
  pageTitle: string;
}

/** A page titled by one code name rather than a phrase. */
export const isReferenceTitle = (title: string): boolean => !/\s/.test(title.trim());

/** Headings that announce an answer to each kind of question. */
const ANSWERS: Record<Intent, RegExp> = {
  definition: /^(?:what|about|overview|introduction|understanding)\b|\b(?:concepts?|explained|basics)\b/i,
  reason: /\bwhy\b/i,
  comparison: /\b(?:vs\.?|versus|differences?|compar\w*)\b/i,
  task: /^(?:how\b|step\b|\d)/i,
  error: /\b(?:errors?|fail\w*|troubleshoot\w*|problems?|fix\w*|not\b)/i,
};

/** Weight of reference pages for each kind of question (1: no change). */
const REFERENCE_WEIGHT: Record<Intent, number> = { definition: 0.5, reason: 0.5, comparison: 0.5, task: 0.8, error: 1 };

/** The lift of a record whose heading, or whose page's title, announces an answer to the question. */
const ANSWER_LIFT = 1.5;

/** The factor a record's score is multiplied by for a question of this kind. */
export function fitOf(intent: Intent, record: RecordKind): number {
  const reference = record.reference ? REFERENCE_WEIGHT[intent] : 1;
  // A function's name ("not", "expect-failure") says what it does, not that its page troubleshoots.
  const answers = ANSWERS[intent].test(record.heading) || (!record.reference && ANSWERS[intent].test(record.pageTitle));
  return reference * (answers ? ANSWER_LIFT : 1);
}
