/**
 * The name a shopper reads for a shipping method: its carrier and the method, without the
 * words they share. Methods are often named after their carrier ("DHL" + "DHL Paket"), or
 * continue its name ("Nordfracht Spedition" + "Spedition (frei Bordsteinkante)"); printing
 * both in full read "DHL DHL Paket".
 */
export function shippingMethodName(carrier: string, method: string): string {
  const carrierWords = carrier.trim().split(/\s+/).filter(Boolean);
  const methodWords = method.trim().split(/\s+/).filter(Boolean);
  const same = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
  // The longest run of the carrier's last words that opens the method's name.
  for (let overlap = Math.min(carrierWords.length, methodWords.length); overlap > 0; overlap -= 1) {
    const tail = carrierWords.slice(carrierWords.length - overlap);
    if (tail.every((word, index) => same(word, methodWords[index]))) {
      return [...carrierWords.slice(0, carrierWords.length - overlap), ...methodWords].join(" ");
    }
  }
  return [...carrierWords, ...methodWords].join(" ");
}
