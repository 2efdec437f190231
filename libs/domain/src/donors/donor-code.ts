/**
 * The code a donor gives at the blood bank so the hospital can record their donation. Six characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L), so it survives being read aloud or typed from a phone screen:
 * 30^6 ≈ 729 million codes, against a limit of a few wrong tries per officer.
 */
export const DONOR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ2345679';
export const DONOR_CODE_LENGTH = 6;

/** `pick(max)` returns a uniform integer in [0, max): the server passes `crypto.randomInt`, never Math.random. */
export function generateDonorCode(pick: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < DONOR_CODE_LENGTH; i++) code += DONOR_CODE_ALPHABET[pick(DONOR_CODE_ALPHABET.length)];
  return code;
}

/** The code as typed ("abc-234", " ABC 234 ") in its stored form, or null when it cannot be a donor code. */
export function normalizeDonorCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== DONOR_CODE_LENGTH) return null;
  for (const character of code) if (!DONOR_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** How the code is shown to the donor: two groups of three, easier to read out. */
export function formatDonorCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
