import { site } from "../content/site";

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
}

/** The tags every page carries, built the same way for every route. */
export function pageMeta({ title, description }: PageMeta) {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
