import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What the page reads from the files the review folder holds (copied in by review-data.ts): a picture's size, a text's lines. */
export interface FolderFiles {
  size: (file: string) => Size;
  text: (file?: string) => string | undefined;
}

export interface Size {
  width: number;
  height: number;
}

export function folderFiles(dir: string): FolderFiles {
  return {
    size(file) {
      // A PNG's width and height are the first fields of its header chunk (bytes 16–23).
      const png = readFileSync(join(dir, file));
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    },
    text: (file) => (file ? readFileSync(join(dir, file), "utf8") : undefined),
  };
}
