/*
 * The watermark's own dot font, drawn as pixel squares, so the mark renders the same on every
 * machine (an SVG `<text>` uses whatever fonts the server has, maybe none). Only the characters the
 * marks use.
 */
const GLYPHS: Record<string, string> = {
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  a: '..... ..... .###. ....# .#### #...# .####',
  b: '#.... #.... #.##. ##..# #...# #...# ####.',
  c: '..... ..... .###. #.... #.... #...# .###.',
  d: '....# ....# .##.# #..## #...# #...# .####',
  e: '..... ..... .###. #...# ##### #.... .###.',
  f: '..##. .#..# .#... ###.. .#... .#... .#...',
  g: '..... .#### #...# #...# .#### ....# .###.',
  m: '..... ..... ##.#. #.#.# #.#.# #...# #...#',
  r: '..... ..... #.##. ##..# #.... #.... #....',
  s: '..... ..... .#### #.... .###. ....# ####.',
  t: '.#... .#... ###.. .#... .#... .#..# ..##.',
  u: '..... ..... #...# #...# #...# #..## .##.#',
  w: '..... ..... #...# #...# #.#.# #.#.# .#.#.',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '·': '..... ..... ..... ..#.. ..... ..... .....',
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** A glyph and the space after it, in dots. */
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1;

/** The dots of `text` as (column, row) pairs, glyph after glyph; unknown characters are blank. */
export function glyphDots(text: string): [number, number][] {
  const dots: [number, number][] = [];
  [...text].forEach((ch, i) => {
    const rows = GLYPHS[ch]?.split(' ');
    rows?.forEach((row, r) => {
      for (let c = 0; c < row.length; c++) if (row[c] === '#') dots.push([i * GLYPH_ADVANCE + c, r]);
    });
  });
  return dots;
}
