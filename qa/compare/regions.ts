/**
 * Where two pictures differ, as regions a reviewer can jump to: the changed pixels are marked per
 * cell, and nearby changed cells joined into rectangles. Shared by the exact comparison (pixels.ts)
 * and the one across engine versions (across-versions.ts), so both outline a change alike.
 */

/** A rectangle of the picture, in CSS pixels from its top left corner. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Differences are found per cell of this many pixels square, then joined into regions. */
export const CELL = 8;
/** Two changed cells this many cells apart or closer belong to one region (a word, not its letters). */
const GAP_CELLS = 3;
/** Space kept around a region so that the outline does not cover what changed. */
const MARGIN = 4;

/** The changed cells of a picture width × height pixels large. */
export class ChangedCells {
  readonly #width: number;
  readonly #height: number;
  readonly #columns: number;
  readonly #rows: number;
  readonly #cells: Uint8Array;

  constructor(width: number, height: number) {
    this.#width = width;
    this.#height = height;
    this.#columns = Math.ceil(width / CELL);
    // Stryker disable next-line ArithmeticOperator: rows of cells below the picture are never marked, so the regions are the same
    this.#rows = Math.ceil(height / CELL);
    this.#cells = new Uint8Array(this.#columns * this.#rows);
  }

  /** Marks the pixel at x, y as changed. */
  mark(x: number, y: number) {
    this.#cells[Math.floor(y / CELL) * this.#columns + Math.floor(x / CELL)] = 1;
  }

  /** The changed places, top to bottom: changed cells within GAP_CELLS of each other joined into rectangles. */
  regions(): Region[] {
    const [cells, columns, rows] = [this.#cells, this.#columns, this.#rows];
    const seen = new Uint8Array(cells.length);
    const regions: Region[] = [];
    // Stryker disable next-line ArithmeticOperator: below the last row there is no cell to join
    const lastRow = rows - 1;
    const lastColumn = columns - 1;
    // Stryker disable next-line EqualityOperator: past the last cell there is no changed one
    for (let start = 0; start < cells.length; start++) {
      if (!cells[start] || seen[start]) continue;
      seen[start] = 1;
      const queue = [start];
      let [left, top, right, bottom] = [columns, rows, 0, 0];
      while (queue.length > 0) {
        const cell = queue.pop() as number;
        const column = cell % columns;
        const row = Math.floor(cell / columns);
        left = Math.min(left, column);
        right = Math.max(right, column);
        top = Math.min(top, row);
        bottom = Math.max(bottom, row);
        for (let r = Math.max(0, row - GAP_CELLS); r <= Math.min(lastRow, row + GAP_CELLS); r++) {
          for (let c = Math.max(0, column - GAP_CELLS); c <= Math.min(lastColumn, column + GAP_CELLS); c++) {
            const next = r * columns + c;
            if (cells[next] && !seen[next]) {
              seen[next] = 1;
              queue.push(next);
            }
          }
        }
      }
      const x = Math.max(0, left * CELL - MARGIN);
      const y = Math.max(0, top * CELL - MARGIN);
      regions.push({
        x,
        y,
        width: Math.min(this.#width, (right + 1) * CELL + MARGIN) - x,
        height: Math.min(this.#height, (bottom + 1) * CELL + MARGIN) - y,
      });
    }
    return regions.sort((a, b) => a.y - b.y || a.x - b.x);
  }
}
