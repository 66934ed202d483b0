// Long and hostile input for the screening (lib/screening): 100,000 characters of each kind of
// trap a pattern could backtrack on. The tests screen each (apps/api/src/lib/screening/
// adversarial.test.ts); `npm run bench:screening` times them against the bound.

const LENGTH = 100_000;

/** The most one input may take, generous for a busy machine: a pattern that backtracks takes minutes. */
export const HOSTILE_BOUND_MS = 15_000;

function repeated(unit: string): string {
  return unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);
}

export const HOSTILE_INPUTS: Record<string, string> = {
  'one letter': repeated('a'),
  'one digit': repeated('1'),
  'spaces after a phrase word': `send${repeated(' ')}x`,
  'letters spelled out': repeated('a '),
  'digits spelled out': repeated('1 '),
  'dotted letters': repeated('a.'),
  'at signs': repeated('a@'),
  '"at" words': repeated('a at '),
  '"dot" words': repeated('a dot '),
  'number words': repeated('five '),
  'number words and digits': repeated('five 5 oh '),
  'phrase openings': repeated("don't tell your "),
  gaps: repeated('send me a '),
  'e-mail addresses': repeated('a@b.co '),
  'house numbers': repeated('45 # '),
  'digits and dashes': repeated('1-'),
  'disguised words': repeated('wh4 ts 4pp '),
  'word pieces': repeated('wh at sa '),
  'look-alikes': repeated('\u0430\u0435\u043e\u0440'),
  'invisible characters': repeated('a\u200b'),
  brackets: repeated('(at)'),
  'address names': repeated('a.b_c-d+e'),
  'an ordinary letter': repeated('I hope you are well. My mom says hello and we planted trees. '),
};
