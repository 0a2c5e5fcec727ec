import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { articlePath, PATHS } from "./lib/paths.ts";

/** Route patterns are written without the leading slash. */
const pattern = (path: string) => path.slice(1);

export default [
  index("routes/home.tsx"),
  route(pattern(PATHS.about), "routes/about.tsx"),
  route(pattern(PATHS.contact), "routes/contact.tsx"),
  route(pattern(PATHS.blog), "routes/blog.tsx"),
  route(pattern(articlePath(":slug")), "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
