/** Today's date on this computer as 'YYYY-MM-DD' (en-CA writes dates that way, with Latin digits). */
export function localToday(): string {
  return new Date().toLocaleDateString('en-CA');
}
