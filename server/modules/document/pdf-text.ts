/**
 * The PDF's standard Helvetica is encoded in WinAnsi (Windows-1252): German umlauts, ß and
 * € work, but pdfkit writes any other character as a wrong code (garbage on the page). So
 * text is folded into WinAnsi first: accents dropped where that helps ("Ł" stays a "?",
 * "ő" becomes "o"), other characters become "?". Embedding a full Unicode font would lift
 * this, at the cost of a font file in every PDF.
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text) {
    if (char === "\n" || isWinAnsi(char)) {
      out += char;
      continue;
    }
    // Compatibility decomposition: accents come off ("ő" -> "o"), narrow no-break spaces become spaces.
    const folded = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += folded !== "" && [...folded].every(isWinAnsi) ? folded : "?";
  }
  return out;
}
