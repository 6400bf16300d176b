/** Text for PDFs written with the standard fonts (WinAnsiEncoding): invoices and farms' pick lists. */

/** The characters WinAnsiEncoding has beyond Latin-1 (0x80-0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can write, on one line: anything else (emoji, other scripts) becomes '?'. */
export function winAnsi(text: string): string {
  return [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
        return char;
      return '?';
    })
    .join('');
}
