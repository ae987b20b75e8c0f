import fontkit from '@pdf-lib/fontkit';

/**
 * The fontkit pdf-lib subsets fonts with. @pdf-lib/fontkit 1.1.1 writes a subset's `loca` table in the
 * short format whenever the subset is small, halving glyph offsets that can be odd; every glyph after
 * an odd-length one then reads garbage and prints blank (most CJK characters of Noto Sans SC did).
 * Upstream fontkit fixed it in 1.8 by keeping the long format (foliojs/fontkit#191); the fork never
 * took the fix (Hopding/pdf-lib#1232), so the subset's loca is given the long format here.
 */
export const subsettingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      let loca: { version?: number } | undefined;
      Object.defineProperty(subset, 'loca', {
        get: () => loca,
        set: (table: { version?: number }) => {
          table.version = 1;
          loca = table;
        },
      });
      return subset;
    };
    return font;
  },
};
