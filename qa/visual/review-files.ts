import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Where the page finds a picture: its path in the review folder (index.html), a picture embedded
 * in the page (review.html), or nowhere: left out of a single file that would have been too large.
 * An embedded picture is held once, as the `data:` address of the first image that shows it
 * (`holder` gives it the first time it is asked, then nothing); the page's script gives every
 * other image and link the same picture.
 */
export type PictureAddress =
  | { path: string }
  | { embedded: string; holder: () => string | undefined }
  | { leftOut: true };

/** What the page reads from the files the review folder holds (copied in by review-data.ts). */
export interface ReviewFiles {
  /** A picture's size in pixels. */
  size: (file: string) => Size;
  /** A text baseline's lines. */
  text: (file?: string) => string | undefined;
  /** Where the page finds the picture the folder holds at `file`: every picture's address goes through here. */
  address: (file: string) => PictureAddress;
}

export interface Size {
  width: number;
  height: number;
}

/** The files of the review folder `dir`, as its index.html finds them: each picture by its path relative to the page. */
export function folderFiles(dir: string): ReviewFiles {
  return {
    size(file) {
      // A PNG's width and height are the first fields of its header chunk (bytes 16–23).
      const png = readFileSync(join(dir, file));
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    },
    text: (file) => (file ? readFileSync(join(dir, file), "utf8") : undefined),
    address: (file) => ({ path: file }),
  };
}
