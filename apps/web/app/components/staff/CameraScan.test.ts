import { describe, expect, it } from 'vitest';
import { codeFromQr } from './CameraScan.tsx';

describe('what a scanned QR code holds', () => {
  it('is the code itself, or the code a shop link names', () => {
    expect(codeFromQr(' ET-ABCD-EFGH-JKLM\n')).toBe('ET-ABCD-EFGH-JKLM');
    expect(codeFromQr('https://tsetseg.mn/cart?coupon=TSETSEG10')).toBe('TSETSEG10');
    expect(codeFromQr('https://tsetseg.mn/back-office?code=2026')).toBe('2026');
    // A link that names no code is taken as it is: the lookup then says nothing was found.
    expect(codeFromQr('https://tsetseg.mn/')).toBe('https://tsetseg.mn/');
  });
});
