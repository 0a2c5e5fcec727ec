import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Reading the Nu HTML Checker's JSON report (`--format json`): its errors, each with the page's
 * file, line and message. Warnings and notes ("info") are not failures: the checker's own advice,
 * such as the trailing slash React writes on void elements, is not invalid HTML.
 */

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the error. */
  extract?: string;
}

export interface HtmlError {
  /** The page's file, relative to the folder the pages were built into. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the error, on one line (a prerendered page is a few very long lines). */
  extract: string;
}

/** The report's errors; a file the checker could not read (`non-document-error`) is one too. */
export function htmlErrors(reportJson: string, pagesDir: string): HtmlError[] {
  const { messages } = JSON.parse(reportJson) as { messages: VnuMessage[] };
  return messages
    .filter(({ type }) => type === "error" || type === "non-document-error")
    .map(({ url, lastLine, firstLine, lastColumn, message, extract }) => ({
      file: url?.startsWith("file:") ? relative(pagesDir, fileURLToPath(url)) : (url ?? "(no file)"),
      line: firstLine ?? lastLine ?? 0,
      column: lastColumn ?? 0,
      message,
      extract: (extract ?? "").replace(/\s+/g, " ").trim(),
    }));
}

/** Per error `file:line:column message`, as editors link them, and the markup it is about below. */
export function formatHtmlErrors(errors: HtmlError[]): string {
  return errors
    .map(({ file, line, column, message, extract }) => `${file}:${line}:${column} ${message}\n    ${extract}`)
    .join("\n");
}
