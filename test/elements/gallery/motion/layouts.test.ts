import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  autoColumnsLayout,
  autoRowsLayout,
  carouselGroups,
  carouselSlidesPerRow,
  COLUMN_WIDTH_ERROR,
  metaOverlayMaxHeight,
  parseColumnWidth,
  wrapIndex,
} from '../../../../elements/gallery/motion/layouts.ts';
import { AUTO_COLUMNS, AUTO_ROWS } from '../../../../platform/constants/limits.ts';

const EPSILON = 1e-6;
const aspect = fc.double({ min: 0.2, max: 5, noNaN: true });

describe('gallery motion/layouts: autoColumnsLayout', () => {
  it('SPEC §9: column count is max(1, floor((W + g) / (cw + g))) with the default column width 250', () => {
    expect(autoColumnsLayout([1], 1000, AUTO_COLUMNS.columnWidth, 0).columns).to.equal(4);
    expect(autoColumnsLayout([1], 999, AUTO_COLUMNS.columnWidth, 0).columns).to.equal(3);
    expect(autoColumnsLayout([1], 770, 250, 10).columns).to.equal(3);
    expect(autoColumnsLayout([1], 769, 250, 10).columns).to.equal(2);
    expect(autoColumnsLayout([1], 100, 250, 0).columns).to.equal(1);
  });

  it('SPEC §9: columns share the container width and items sit at the column x', () => {
    const layout = autoColumnsLayout([1, 1, 1], 770, 250, 10);
    expect(layout.columnWidth).to.equal(250);
    expect(layout.items.map((item) => item.x)).to.deep.equal([0, 260, 520]);
    expect(layout.items.map((item) => item.height)).to.deep.equal([250, 250, 250]);
  });

  it('SPEC §9: each item goes into the shortest column', () => {
    // Columns 100 wide: a tall item in column 0, a short one in column 1, then the third item
    // must go under the short one.
    const layout = autoColumnsLayout([0.5, 2, 1], 200, 100, 0);
    expect(layout.items.map((item) => item.column)).to.deep.equal([0, 1, 1]);
    expect(layout.items[2]).to.deep.include({ x: 100, y: 50, width: 100, height: 100 });
    expect(layout.height).to.equal(200);
  });

  it('SPEC §9: property: items never overlap within a column and the height is the tallest column', () => {
    fc.assert(
      fc.property(
        fc.array(aspect, { maxLength: 40 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 40 }),
        (aspects, width, columnWidth, gutter) => {
          const layout = autoColumnsLayout(aspects, width, columnWidth, gutter);
          expect(layout.columns).to.be.at.least(1);
          expect(layout.items).to.have.length(aspects.length);
          let tallest = 0;
          for (let c = 0; c < layout.columns; c++) {
            const column = layout.items.filter((item) => item.column === c);
            column.forEach((item, i) => {
              const above = column[i - 1];
              const expectedY = above ? above.y + above.height + gutter : 0;
              expect(Math.abs(item.y - expectedY)).to.be.below(EPSILON);
              expect(item.x + item.width).to.be.at.most(Math.max(width, 0) + EPSILON);
            });
            const last = column[column.length - 1];
            if (last) tallest = Math.max(tallest, last.y + last.height);
          }
          expect(Math.abs(layout.height - tallest)).to.be.below(EPSILON);
        },
      ),
    );
  });
});

describe('gallery motion/layouts: autoRowsLayout', () => {
  it('SPEC §9: a row fills at row height until it overflows, then scales to fit the width exactly', () => {
    // Row height 250, gutter 20, width 1000: three 1:1 items are 790 wide, the fourth overflows.
    const layout = autoRowsLayout([1, 1, 1, 1, 1], 1000, AUTO_ROWS.rowHeight, AUTO_ROWS.gutter);
    const first = layout.items.filter((item) => item.row === 0);
    expect(first).to.have.length(4);
    const right = first[3]!.x + first[3]!.width;
    expect(Math.abs(right - 1000)).to.be.below(EPSILON);
    expect(first[0]!.height).to.equal(235); // (1000 − 60) / 4
  });

  it('SPEC §9: the last row keeps the row height and is not stretched', () => {
    const layout = autoRowsLayout([1, 1, 1, 1, 1], 1000, 250, 20);
    const last = layout.items[4]!;
    expect(last).to.deep.equal({ row: 1, x: 0, y: 255, width: 250, height: 250 });
    expect(layout.height).to.equal(235 + 20 + 250);
  });

  it('SPEC §9: property: full rows fill the width exactly, items keep their aspect', () => {
    fc.assert(
      fc.property(
        fc.array(aspect, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 50, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        (aspects, width, rowHeight, gutter) => {
          const layout = autoRowsLayout(aspects, width, rowHeight, gutter);
          const rows = Math.max(...layout.items.map((item) => item.row)) + 1;
          for (let r = 0; r < rows; r++) {
            const row = layout.items.filter((item) => item.row === r);
            const end = row[row.length - 1]!;
            if (r < rows - 1) {
              expect(Math.abs(end.x + end.width - width)).to.be.below(1e-6 * width);
              expect(row[0]!.height).to.be.at.most(rowHeight + EPSILON);
            } else {
              // The last row is never stretched past the row height nor past the width.
              expect(row[0]!.height).to.be.at.most(rowHeight + EPSILON);
              expect(end.x + end.width).to.be.at.most(width + 1e-6 * width);
            }
          }
          layout.items.forEach((item, i) => {
            expect(Math.abs(item.width / item.height - aspects[i]!)).to.be.below(1e-6);
          });
        },
      ),
    );
  });
});

describe('gallery motion/layouts: parseColumnWidth', () => {
  it('SPEC §5: a positive number or integer string is accepted, absent gives the default', () => {
    expect(parseColumnWidth(300, 250)).to.equal(300);
    expect(parseColumnWidth('300', 250)).to.equal(300);
    expect(parseColumnWidth(' 320px', 250)).to.equal(320);
    expect(parseColumnWidth('12.9', 250)).to.equal(12);
    expect(parseColumnWidth(undefined, 250)).to.equal(250);
  });

  it('SPEC §5: zero, negatives, non-numbers and other types throw a clear error', () => {
    for (const bad of [0, -5, '0', '-10', 'wide', '', Number.NaN, Infinity, true, {}]) {
      expect(() => parseColumnWidth(bad, 250), String(bad)).to.throw(COLUMN_WIDTH_ERROR);
    }
    expect(() => parseColumnWidth('wide', 250)).to.throw('Received: "wide"');
    expect(() => parseColumnWidth(12n, 250), 'a value JSON cannot write').to.throw('Received: 12');
  });
});

describe('gallery motion/layouts: carousel', () => {
  it('SPEC §9: 2 per row below 480 px, 3 below 724 px, else the configured 3', () => {
    expect(carouselSlidesPerRow(479)).to.equal(2);
    expect(carouselSlidesPerRow(480)).to.equal(3);
    expect(carouselSlidesPerRow(723)).to.equal(3);
    expect(carouselSlidesPerRow(1200)).to.equal(3);
  });

  it('SPEC §9: the narrow counts cap a configured slidesPerRow and never raise it', () => {
    expect(carouselSlidesPerRow(1200, 5)).to.equal(5);
    expect(carouselSlidesPerRow(724, 5)).to.equal(5);
    expect(carouselSlidesPerRow(723, 5)).to.equal(3);
    expect(carouselSlidesPerRow(300, 5)).to.equal(2);
    expect(carouselSlidesPerRow(300, 1)).to.equal(1);
    expect(carouselSlidesPerRow(600, 2)).to.equal(2);
  });

  it('SPEC §4: currentGroup, totalGroups and first/last flags', () => {
    expect(carouselGroups(7, 3, 0)).to.deep.equal({
      currentGroup: 0,
      totalGroups: 3,
      isFirst: true,
      isLast: false,
      allFit: false,
    });
    expect(carouselGroups(7, 3, 4)).to.deep.include({
      currentGroup: 1,
      isFirst: false,
      isLast: false,
    });
    expect(carouselGroups(7, 3, 6)).to.deep.include({ currentGroup: 2, isLast: true });
    expect(carouselGroups(7, 3, -1)).to.deep.include({ currentGroup: 2, isLast: true });
  });

  it('SPEC §4: controls hide when all slides fit', () => {
    expect(carouselGroups(3, 3, 1)).to.deep.include({ allFit: true, totalGroups: 1 });
    expect(carouselGroups(4, 3, 1).allFit).to.equal(false);
    expect(carouselGroups(0, 3, 0)).to.deep.include({ allFit: true, totalGroups: 1 });
  });
});

describe('gallery motion/layouts: meta overlay and index', () => {
  it('SPEC §9: a meta overlay over 90% of the slide is capped at 40%', () => {
    expect(metaOverlayMaxHeight(91, 100)).to.equal(40);
    expect(metaOverlayMaxHeight(90, 100)).to.equal(undefined);
    expect(metaOverlayMaxHeight(30, 100)).to.equal(undefined);
    expect(metaOverlayMaxHeight(30, 0)).to.equal(undefined);
  });

  it('SPEC §4: currentIndex wraps modulo the slide count, negatives from the end', () => {
    expect(wrapIndex(5, 5)).to.equal(0);
    expect(wrapIndex(7, 5)).to.equal(2);
    expect(wrapIndex(-1, 5)).to.equal(4);
    expect(wrapIndex(-6, 5)).to.equal(4);
    expect(wrapIndex(3, 0)).to.equal(0);
    expect(Object.is(wrapIndex(-5, 5), 0)).to.equal(true);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).to.be.within(0, count - 1);
        expect((((wrapped - index) % count) + count) % count).to.equal(0);
      }),
    );
  });
});
