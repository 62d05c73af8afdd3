import { describe, expect, it } from 'vitest';
import { phoneAddress, webAddress } from '../../../src/renderer/src/scheduling/outside-address';

describe('addresses the window hands to other programs', () => {
  it('takes a meeting link as typed, and nothing else for the browser', () => {
    expect(webAddress(' https://meet.example.com/abc-defg ')).toBe('https://meet.example.com/abc-defg');
    for (const text of ['javascript:alert(1)', 'file:///etc/passwd', 'Room 4', '+359 888 123 456', null]) expect(webAddress(text), String(text)).toBeNull();
  });

  it('makes a tel: address of a number typed as people type them, in any digits', () => {
    expect(phoneAddress('+359 888 123 456')).toBe('tel:+359888123456');
    expect(phoneAddress('(03) 7956-1234')).toBe('tel:0379561234');
    expect(phoneAddress('۰۹۱۲ ۰۰۰ ۱۱۱۱')).toBe('tel:09120001111');
    expect(phoneAddress('+98 912 000 1111')).toBe('tel:+989120001111');
  });

  it('leaves alone what is not only a number: words, an extension, a number too short, a link', () => {
    for (const text of ['+359 888 123 456 ext. 12', 'Room 4', '112', 'https://meet.example.com/1234567', 'tel:12345', '', null]) {
      expect(phoneAddress(text), String(text)).toBeNull();
    }
  });
});
