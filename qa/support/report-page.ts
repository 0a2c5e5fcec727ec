/**
 * The one shell of every page a quality tool writes (the visual review, the spec coverage, the
 * soak, the bundle report): rendered by React's own server renderer, which escapes every
 * text and attribute by construction. Written as `createElement` calls (`h`): the tools run under
 * Node's type stripping, which knows no JSX.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const h = createElement;

export interface ReportPageProps {
  title: string;
  /** The page's own CSS, inlined so that the page works opened from disk. */
  style: string;
  children: ReactNode;
  /** A script to run at the end of the body (the review's filters and keys). */
  script?: string;
}

/** A whole HTML document, doctype included. */
export function reportPage({ title, style, children, script }: ReportPageProps): string {
  const page = h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, title),
      h("style", { dangerouslySetInnerHTML: { __html: style } }),
    ),
    h("body", null, children, script ? h("script", { dangerouslySetInnerHTML: { __html: script } }) : null),
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}
