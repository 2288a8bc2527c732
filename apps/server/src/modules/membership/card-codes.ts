import { createHash, randomInt } from 'node:crypto';
import { CARD_CODE_ALPHABET, CARD_CODE_LENGTH } from '@yuwen/protocol';

/** One random activation code (about 79 bits from the crypto generator: not guessable). */
function randomCardCode(): string {
  let code = '';
  for (let i = 0; i < CARD_CODE_LENGTH; i++) code += CARD_CODE_ALPHABET[randomInt(CARD_CODE_ALPHABET.length)];
  return code;
}

/** `count` distinct random codes. */
export function generateCardCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCardCode());
  return [...codes];
}

/** Codes are stored only as sha256: a leaked table does not leak usable cards. */
export function hashCardCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A generated code as stored: its hash and the last four characters an admin can recognise. */
export function storedCard(code: string): { code_hash: string; code_tail: string } {
  return { code_hash: hashCardCode(code), code_tail: code.slice(-4) };
}
