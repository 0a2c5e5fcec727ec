import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { articlePath, PATHS } from "./lib/paths";

/** Route patterns are written without the leading slash. */
const pattern = (path: string) => path.slice(1);

const publicRoutes = [
  index("routes/home.tsx"),
  route(pattern(PATHS.about), "routes/about.tsx"),
  route(pattern(PATHS.contact), "routes/contact.tsx"),
  route(pattern(PATHS.blog), "routes/blog.tsx"),
  route(pattern(articlePath(":slug")), "routes/blog-post.tsx"),
];

// The component gallery is a review tool: it exists in the dev server and in
// mock mode, never in a production build.
const galleryRoutes = process.env.NODE_ENV === "production" ? [] : [route("galerii", "routes/gallery.tsx")];

export default [...publicRoutes, ...galleryRoutes, route("*", "routes/not-found.tsx")] satisfies RouteConfig;
